#include "Cli.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstring>
#include <memory>

namespace {

/// Whether the command is `sheet`: the first argument that is not "--lang X".
bool commandNeedsFonts(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0) {
            ++i;
            continue;
        }
        return std::strcmp(argv[i], "sheet") == 0;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // `sheet` draws a PDF, and fonts need a QGuiApplication; the other commands stay
    // on QCoreApplication so they run anywhere. No window is ever shown, so the
    // offscreen platform does when none is set (a server has no display).
    std::unique_ptr<QCoreApplication> app;
    if (commandNeedsFonts(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Croupier"));
    QCoreApplication::setApplicationName(QStringLiteral("croupier-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CROUPIER_VERSION));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return croupier::Cli(stdout, stderr).run(args);
}
