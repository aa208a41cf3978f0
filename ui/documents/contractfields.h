#pragma once
// The contract form's fields, once: each luma.contract/1 key the form edits, with its group,
// label, unit, tooltip and kind. The form is built from this table, the JSON is written from it
// and a contract file fills the form through it; core's parseContract judges what comes out
// (its messages are marked at the field whose key they name). The strings are marked for
// translation in the ContractDocument context.
#include <QStringList>

#include <nlohmann/json.hpp>

#include <vector>

namespace luma::ui {

struct ContractField {
    enum class Kind {
        Text,      // a string, kept as typed (trimmed)
        Number,    // what the user typed, as a number when it reads as one (core names other text)
        Precision, // one of core's precision names
        Arrival,   // offline | poisson | closed
    };
    const char* key;   // the dotted JSON path, also the editor's object name: "slo.ttft_ms_p99"
    const char* group; // the box it sits in (translated)
    const char* label; // (translated)
    const char* unit;  // shown after the editor; "" for none (translated)
    const char* tip;   // (translated)
    Kind kind;
    const char* onlyForArrival = nullptr; // written only while workload.arrival.kind is this
    const char* fallback = nullptr;       // what the form shows when the file has no value
    bool required = false;                // written even when empty (core then names the problem)
};

// In the order the form shows them.
const std::vector<ContractField>& contractFields();

// The groups of contractFields(), in order.
std::vector<const char*> contractFieldGroups();

// The choices of a Precision or Arrival field.
QStringList contractFieldChoices(ContractField::Kind kind);

// The JSON at a field's path, or null when the document has none there.
const nlohmann::json* contractValueAt(const nlohmann::json& doc, const char* key);

// Sets `value` at a field's path, making the objects on the way.
void setContractValue(nlohmann::json& doc, const char* key, nlohmann::json value);

} // namespace luma::ui
