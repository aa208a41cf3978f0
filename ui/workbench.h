#pragma once
// The luma-workbench program: the window, or with --screenshot one view rendered offscreen.
// app/workbench/main.cpp only calls this, so that tests drive the same code.
namespace luma::ui {

int runWorkbench(int argc, char** argv);

} // namespace luma::ui
