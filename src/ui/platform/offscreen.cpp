// The offscreen picture: a framebuffer object and a second ImGui context. The second
// context keeps the window's ImGui state (open popups, focus, scroll) untouched while
// the picture is drawn, whatever the drawing does.

#include "ui/platform/offscreen.h"

#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>
#include <GL/glext.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <cstring>

#include "core/i18n.h"

namespace trib::ui {

namespace {

// A colour renderbuffer in a framebuffer object, bound while it lives.
class OffscreenTarget {
 public:
  OffscreenTarget(int width, int height) {
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous_);
    glGenFramebuffers(1, &framebuffer_);
    glGenRenderbuffers(1, &colour_);
    glBindRenderbuffer(GL_RENDERBUFFER, colour_);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour_);
  }
  ~OffscreenTarget() {
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous_));
    glDeleteRenderbuffers(1, &colour_);
    glDeleteFramebuffers(1, &framebuffer_);
  }
  OffscreenTarget(const OffscreenTarget&) = delete;
  OffscreenTarget& operator=(const OffscreenTarget&) = delete;
  bool complete() const {
    return glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  }

 private:
  GLint previous_ = 0;
  GLuint framebuffer_ = 0;
  GLuint colour_ = 0;
};

// The second ImGui context with its own renderer state. The font atlas is the window's:
// the renderer uploads its own copy of the atlas texture, and the window's texture id is
// given back to the atlas when the context goes.
class PictureContext {
 public:
  PictureContext(int width, int height) : host_(ImGui::GetCurrentContext()) {
    ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    host_texture_ = atlas->TexID;
    host_font_ = ImGui::GetIO().FontDefault;
    const ImGuiStyle style = ImGui::GetStyle();
    own_ = ImGui::CreateContext(atlas);
    ImGui::SetCurrentContext(own_);
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.FontDefault = host_font_;
    io.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    io.DeltaTime = 1.0f / 60.0f;
    ImGui::GetStyle() = style;
    ImGui_ImplOpenGL3_Init("#version 330 core");  // not translated: GLSL
  }
  ~PictureContext() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext(own_);
    ImGui::SetCurrentContext(host_);
    ImGui::GetIO().Fonts->SetTexID(host_texture_);
  }
  PictureContext(const PictureContext&) = delete;
  PictureContext& operator=(const PictureContext&) = delete;

 private:
  ImGuiContext* host_;
  ImGuiContext* own_ = nullptr;
  ImTextureID host_texture_;
  ImFont* host_font_;
};

}  // namespace

bool render_offscreen(int width, int height, int frames, const std::function<void()>& draw,
                      std::vector<unsigned char>& rgba, std::string& error) {
  if (width <= 0 || height <= 0) {
    error = _("the picture has no size");
    return false;
  }
  GLint viewport[4] = {};
  glGetIntegerv(GL_VIEWPORT, viewport);
  OffscreenTarget target(width, height);
  if (!target.complete()) {
    error = _("the graphics driver cannot draw an offscreen picture");
    return false;
  }
  {
    PictureContext context(width, height);
    for (int frame = 0; frame < frames; ++frame) {
      ImGui_ImplOpenGL3_NewFrame();
      ImGui::NewFrame();
      draw();
      ImGui::Render();
      glViewport(0, 0, width, height);
      const ImVec4 clear = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
      glClearColor(clear.x, clear.y, clear.z, 1.0f);
      glClear(GL_COLOR_BUFFER_BIT);
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    }
  }
  const std::size_t row = static_cast<std::size_t>(width) * 4;
  std::vector<unsigned char> bottom_up(row * static_cast<std::size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, bottom_up.data());
  glViewport(viewport[0], viewport[1], viewport[2], viewport[3]);
  if (glGetError() != GL_NO_ERROR) {
    error = _("the offscreen picture cannot be read back");
    return false;
  }
  rgba.resize(bottom_up.size());
  for (int y = 0; y < height; ++y) {  // OpenGL rows start at the bottom
    std::memcpy(&rgba[static_cast<std::size_t>(y) * row],
                &bottom_up[static_cast<std::size_t>(height - 1 - y) * row], row);
  }
  for (std::size_t i = 3; i < rgba.size(); i += 4) rgba[i] = 255;  // an opaque PNG
  return true;
}

}  // namespace trib::ui
