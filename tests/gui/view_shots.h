#pragma once
// LUMA_VIEW_SHOTS=DIR keeps what a GUI test rendered as DIR/NAME, to be looked at. False only when
// the PNG could not be written (the suites QVERIFY it); nothing is done without the variable.
#include <QCoreApplication>
#include <QDir>
#include <QPixmap>
#include <QString>
#include <QWidget>

namespace luma::test {

inline bool keepShot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("LUMA_VIEW_SHOTS");
    if (dir.isEmpty()) return true;
    QCoreApplication::processEvents(); // the layout a user would see: pending layout requests done
    return w.grab().save(QDir(dir).filePath(name));
}

} // namespace luma::test
