// River Wild's solo analysis as `tributary analyse` reaches it through the registry.

#include <memory>

#include "analysis/report_text.h"
#include "analysis/solo_analyser.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "games/river-wild/analysis/analysis.h"
#include "games/river-wild/river_wild.h"

namespace trib::analysis {

namespace {

class RiverWildAnalyser final : public SoloAnalyser {
 public:
  std::string_view game_id() const override { return river_wild_game().id(); }

  Report analyse(const Match& match, const TableFile& table,
                 std::optional<std::size_t> first_ruling, double seconds) const override {
    const auto& river = dynamic_cast<const river_wild::RiverWildMatch&>(match);
    const river_wild::Catalog& catalog = river.catalog();
    const wild::Analysis result =
        wild::analyse(catalog, wild::game_record(river, table, first_ruling), seconds);
    const auto describe = [&](const river_wild::Placement& p) {
      const std::string id = terminal_safe(catalog.card(p.card).id);
      return p.back ? fill(_("{} (back) at row {}, col {}"), id, p.row, p.col)
                    : fill(_("{} at row {}, col {}"), id, p.row, p.col);
    };
    return {report_text(river_wild_game().name(), result, describe),
            wild::analysis_json(catalog, result)};
  }

  void read_record(const Match& match, const TableFile& table,
                   std::optional<std::size_t> first_ruling) const override {
    (void)wild::game_record(dynamic_cast<const river_wild::RiverWildMatch&>(match), table,
                            first_ruling);
  }
};

}  // namespace

std::unique_ptr<SoloAnalyser> make_river_wild_analyser() {
  return std::make_unique<RiverWildAnalyser>();
}

}  // namespace trib::analysis
