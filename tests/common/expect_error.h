#pragma once
// Asserts that a call throws SpecError whose message contains every given fragment.
#include "core/util/spec_error.h"

#include <QtTest>

#include <initializer_list>
#include <string>
#include <vector>

#define LUMA_EXPECT_SPEC_ERROR(call, ...)                                                                              \
    do {                                                                                                               \
        bool thrown_ = false;                                                                                          \
        try {                                                                                                          \
            (void)(call);                                                                                              \
        } catch (const luma::SpecError& e_) {                                                                          \
            thrown_ = true;                                                                                            \
            const std::string what_ = e_.what();                                                                       \
            for (const char* part_ : std::initializer_list<const char*>{__VA_ARGS__})                                  \
                QVERIFY2(what_.find(part_) != std::string::npos,                                                       \
                         qPrintable(QString("message \"%1\" lacks \"%2\"").arg(what_.c_str(), part_)));                \
        }                                                                                                              \
        QVERIFY2(thrown_, "expected a SpecError from " #call);                                                         \
    } while (0)

namespace luma::test {

// A data row's message fragments as strings that outlive the check: LUMA_EXPECT_SPEC_ERROR takes C
// strings, one check per fragment.
inline std::vector<std::string> fragments(const QStringList& message) {
    std::vector<std::string> out;
    for (const QString& part : message) out.push_back(part.toStdString());
    return out;
}

} // namespace luma::test
