#include "DatabaseLocation.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>

namespace croupier {

namespace {

QString percentEncoded(const QString &s)
{
    return QString::fromUtf8(QUrl::toPercentEncoding(s));
}

bool allDigits(const QString &s)
{
    return std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c.isDigit(); });
}

/// "postgresql://user:password@host:port/dbname", read by QUrl. Before QUrl sees
/// it, the host and port are looked at as typed: QUrl takes "host:" as no port,
/// and a port it cannot read makes the whole address invalid without saying
/// which part, where the message must name it.
std::optional<DatabaseLocation> parsePostgres(const QString &text, qsizetype schemeEnd, QString *why)
{
    const auto failed = [why](const QString &message) -> std::optional<DatabaseLocation> {
        *why = message;
        return std::nullopt;
    };
    const QString rest = text.mid(schemeEnd + 3);
    if (rest.contains(QLatin1Char('?')) || rest.contains(QLatin1Char('#')))
        return failed(QCoreApplication::translate("ExamStore", "options after \"?\" or \"#\" are not supported in \"%1\"").arg(text));
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    const QString noName = QCoreApplication::translate("ExamStore", "the database name is missing (postgresql://user@host:port/dbname)");
    if (slash < 0)
        return failed(noName);

    // The host and the port as typed.
    const QString authority = rest.left(slash);
    const QString hostPort = authority.mid(authority.lastIndexOf(QLatin1Char('@')) + 1);
    std::optional<QString> portText;
    if (hostPort.startsWith(QLatin1Char('['))) {
        // An IPv6 address: [::1]:5432.
        const qsizetype close = hostPort.indexOf(QLatin1Char(']'));
        if (close < 0)
            return failed(QCoreApplication::translate("ExamStore", "the host \"%1\" lacks its closing \"]\"").arg(hostPort));
        const QString after = hostPort.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(QLatin1Char(':')))
            return failed(QCoreApplication::translate("ExamStore", "unexpected \"%1\" after the host").arg(after));
        if (!after.isEmpty())
            portText = after.mid(1);
    } else if (const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        portText = hostPort.mid(colon + 1);
    }
    const QString hostTyped = portText ? hostPort.left(hostPort.size() - portText->size() - 1) : hostPort;
    if (hostTyped.isEmpty() || hostTyped == QLatin1String("[]"))
        return failed(QCoreApplication::translate("ExamStore", "the host is missing (postgresql://user@host:port/dbname)"));
    if (portText && (!allDigits(*portText) || portText->toInt() < 1 || portText->toInt() > 65535))
        return failed(QCoreApplication::translate("ExamStore", "the port must be a number from 1 to 65535, not \"%1\"").arg(*portText));

    const QUrl url(text);
    if (!url.isValid())
        //: %1 what was typed, %2 Qt's own reason (English).
        return failed(QCoreApplication::translate("ExamStore", "\"%1\" is not a server address: %2").arg(text, url.errorString()));
    DatabaseLocation location;
    location.kind = DatabaseLocation::Kind::Postgresql;
    // The name as typed may hold "%2F", a "/" that belongs to the name.
    const QString name = url.path(QUrl::FullyEncoded).mid(1);
    if (name.isEmpty())
        return failed(noName);
    if (name.contains(QLatin1Char('/')))
        return failed(QCoreApplication::translate("ExamStore", "the database name must not contain \"/\", not \"%1\"").arg(name));
    location.databaseName = url.path(QUrl::FullyDecoded).mid(1);
    if (authority.contains(QLatin1Char('@')) && url.userName(QUrl::FullyDecoded).isEmpty())
        return failed(QCoreApplication::translate("ExamStore", "the user name before \"@\" is empty"));
    location.user = url.userName(QUrl::FullyDecoded);
    location.password = url.password(QUrl::FullyDecoded);
    location.host = url.host(QUrl::FullyDecoded);
    location.port = url.port(location.port);
    return location;
}

} // namespace

std::optional<DatabaseLocation> DatabaseLocation::fromCommandLine(const QString &text, QString *error)
{
    std::optional<DatabaseLocation> location = parse(text, error);
    if (location && !location->password.isEmpty()) {
        if (error)
            //: A password typed in --database. Keep ~/.pgpass and CROUPIER_EXAM_DB as they are.
            *error = QCoreApplication::translate("DatabaseLocation",
                "--database: a password on the command line is seen by every user of this computer (ps); put it in "
                "~/.pgpass (host:port:database:user:password, readable by you only) and leave it out of the address");
        return std::nullopt;
    }
    return location;
}

std::optional<DatabaseLocation> DatabaseLocation::parse(const QString &input, QString *error)
{
    const auto failed = [&](const QString &why) -> std::optional<DatabaseLocation> {
        if (error)
            //: The part of --database that is wrong; %1 says what.
            *error = QCoreApplication::translate("ExamStore", "database: %1").arg(why);
        return std::nullopt;
    };
    const QString text = input.trimmed();
    if (text.isEmpty())
        return failed(QCoreApplication::translate("ExamStore", "no file or server given"));

    // "kind://": only letters (and "+") before it, so "C:\x" or "./a://b" is a path.
    const qsizetype schemeEnd = text.indexOf(QLatin1String("://"));
    const QString scheme = schemeEnd > 1 ? text.left(schemeEnd).toLower() : QString();
    const bool schemeLike = !scheme.isEmpty()
        && std::all_of(scheme.cbegin(), scheme.cend(), [](QChar c) { return c.isLetter() || c == QLatin1Char('+'); });

    if (schemeLike && (scheme == QLatin1String("postgresql") || scheme == QLatin1String("postgres"))) {
        QString why;
        const auto location = parsePostgres(text, schemeEnd, &why);
        return location ? location : failed(why);
    }
    if (schemeLike && scheme != QLatin1String("sqlite"))
        return failed(QCoreApplication::translate("ExamStore", "unknown kind \"%1\" (give a file, sqlite:FILE or postgresql://…)").arg(scheme));

    DatabaseLocation location;
    location.kind = Kind::Sqlite;
    QString path = text;
    if (path.startsWith(QLatin1String("sqlite:"), Qt::CaseInsensitive)) {
        path = path.mid(7);
        // sqlite:///var/x and sqlite://x as well as sqlite:/var/x.
        if (path.startsWith(QLatin1String("//")))
            path = path.mid(2);
    }
    if (path.isEmpty())
        return failed(QCoreApplication::translate("ExamStore", "the SQLite file name is missing"));
    location.path = path;
    return location;
}

DatabaseLocation DatabaseLocation::defaultLocation()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    DatabaseLocation location;
    location.path = dir + QStringLiteral("/exams.sqlite");
    return location;
}

QString DatabaseLocation::display() const
{
    if (kind == Kind::Sqlite)
        return QDir::toNativeSeparators(path);
    QString s = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        s += percentEncoded(user) + QLatin1Char('@');
    s += host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    s += QLatin1Char(':') + QString::number(port) + QLatin1Char('/') + percentEncoded(databaseName);
    return s;
}

} // namespace croupier
