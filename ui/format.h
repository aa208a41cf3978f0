#pragma once
// Numbers and states as people read them in the workbench: significant figures, units, and
// resource levels without trailing zeros (the CLI's conventions, in QString).
#include <QString>

#include <map>
#include <string>

namespace luma {
struct QualifyReport;
}

namespace luma::ui {

// `digits` significant figures in the window's locale (0,5 in German); "n/a" for NaN, "unbounded"
// for infinity.
QString num(double value, int digits = 3);
// A level or setting: whole numbers without decimals, others without trailing zeros; always in the
// C locale (0.5), as files and editable fields hold them.
QString trimmed(double value);
// "name=level, name=level" in the map's order.
QString levelsText(const std::map<std::string, double>& levels);
// A state or one level of a campaign's report as the host made it (core/qualify/made_levels.h):
// "compute_fraction=0.5 (asked 0.25)" where the host could not make the level asked.
QString levelsText(const std::map<std::string, double>& levels, const QualifyReport& report);
QString levelText(const QualifyReport& report, const std::string& resource, double level);
// A tune configuration key ("kv_precision=bf16 max_sequences=32 …", every knob) as what it changes
// from `base`'s ("max_sequences=32"), `same` when nothing.
QString changesFrom(const QString& key, const QString& base, const QString& same);
// With a unit after a thin space: "1.23 ms"; "—" for NaN.
QString withUnit(double value, const QString& unit, int digits = 3);
// Counts as people say them: 8.03 B, 124 M, 1.31 K.
QString humanCount(double n);
// Sizes in B, KiB or MiB.
QString humanBytes(double bytes);

} // namespace luma::ui
