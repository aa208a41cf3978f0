#pragma once

namespace luma::ui {

// Before the QApplication of an offscreen render (--screenshot, the GUI tests): Qt prints two
// lines a newcomer reads as something broken. "QStandardPaths: XDG_RUNTIME_DIR not set" comes from
// a session without a login manager (CI, ssh, a container): we give the render a private runtime
// directory, as a login would. "This plugin does not support propagateSizeHints()" is the offscreen
// platform saying it has no window manager to tell: that one line, and only it, is filtered out;
// every other message reaches the previous handler unchanged.
void quietOffscreen();

} // namespace luma::ui
