// luma-workbench: the desktop workbench. Everything lives in ui/ (a library the tests link too).
#include "ui/workbench.h"

int main(int argc, char** argv) { return luma::ui::runWorkbench(argc, argv); }
