#include "Cli.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Croupier"));
    QCoreApplication::setApplicationName(QStringLiteral("croupier-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CROUPIER_VERSION));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return croupier::Cli(stdout, stderr).run(args);
}
