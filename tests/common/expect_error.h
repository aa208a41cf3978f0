#pragma once
// Asserts that a call throws SpecError whose message contains every given fragment.
#include "core/util/spec_error.h"

#include <QtTest>

#include <initializer_list>
#include <string>

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
