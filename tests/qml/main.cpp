// Qt Quick Test runner for the views (tests/qml/tst_*.qml). It links the QML
// modules as libraries (STYLE.md, convention 5) and keeps QSettings away from
// the user's configuration.

#include <QApplication>
#include <QCoreApplication>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QSettings>
#include <QStandardPaths>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(CroupierPlugin)
Q_IMPORT_QML_PLUGIN(Croupier_AppPlugin)

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        // QSettings then lives under ~/.qttest/, with a name of its own.
        QStandardPaths::setTestModeEnabled(true);
        // ctest runs several tst_*.qml at once, and each clears the settings when it
        // starts and ends: each test file gets a directory of its own (tests/qml/CMakeLists.txt).
        const QString settingsDir = qEnvironmentVariable("CROUPIER_TEST_SETTINGS");
        if (!settingsDir.isEmpty())
            QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
        QCoreApplication::setOrganizationName(QStringLiteral("CroupierTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_qml"));
        // Each run starts as a first run: no remembered language.
        QSettings().clear();
        // Free play reads the profile in use (its pace target): a test that names
        // no study file has one in memory, never a file shared between tests.
        if (qEnvironmentVariableIsEmpty("CROUPIER_STUDY_DB"))
            qputenv("CROUPIER_STUDY_DB", ":memory:");
    }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }
};

// A QApplication made here, before quick_test_main_with_setup() makes its own
// QGuiApplication: Qt Charts' ChartView (the progress charts, issue 19) draws through
// Qt Widgets' graphics scene and needs one.
int main(int argc, char **argv)
{
    QTEST_SET_MAIN_SOURCE_PATH
    QApplication app(argc, argv);
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "croupier_qml", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "main.moc"
