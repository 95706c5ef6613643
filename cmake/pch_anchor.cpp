// The translation unit a precompiled header is built from (cmake/precompiled_headers.cmake).
