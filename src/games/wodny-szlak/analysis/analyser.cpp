// Wodny szlak's solo analysis as `tributary analyse` reaches it through the registry.

#include <memory>

#include "analysis/report_text.h"
#include "analysis/solo_analyser.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "games/wodny-szlak/analysis/analysis.h"
#include "games/wodny-szlak/wodny_szlak.h"

namespace trib::analysis {

namespace {

class WodnySzlakAnalyser final : public SoloAnalyser {
 public:
  std::string_view game_id() const override { return wodny_szlak_game().id(); }

  Report analyse(const Match& match, const TableFile& table,
                 std::optional<std::size_t> first_ruling, double seconds) const override {
    const auto& river = dynamic_cast<const wodny_szlak::WodnySzlakMatch&>(match);
    const wodny_szlak::Catalog& catalog = river.catalog();
    const wodny::Analysis result =
        wodny::analyse(catalog, wodny::game_record(river, table, first_ruling), seconds);
    const auto describe = [&](const wodny::Step& step) {
      const std::string id = terminal_safe(catalog.tiles[step.tile].id);
      if (step.rot == 0) return fill(_("{} at ({}, {})"), id, step.cell.x, step.cell.y);
      return fill(_("{} at ({}, {}), turned {} degrees"), id, step.cell.x, step.cell.y,
                  step.rot * 90);
    };
    return {report_text(wodny_szlak_game().name(), result, describe),
            wodny::analysis_json(catalog, result)};
  }

  void read_record(const Match& match, const TableFile& table,
                   std::optional<std::size_t> first_ruling) const override {
    (void)wodny::game_record(dynamic_cast<const wodny_szlak::WodnySzlakMatch&>(match), table,
                             first_ruling);
  }
};

}  // namespace

std::unique_ptr<SoloAnalyser> make_wodny_szlak_analyser() {
  return std::make_unique<WodnySzlakAnalyser>();
}

}  // namespace trib::analysis
