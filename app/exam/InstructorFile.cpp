#include "InstructorFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSettings>

namespace croupier::InstructorFile {

namespace {

constexpr const char *kFormat = "croupier-instructor";
constexpr qint64 kMaxBytes = 64 * 1024;

QString tr(const char *text)
{
    return QCoreApplication::translate("InstructorFile", text);
}

bool refuse(QString *error, const QString &path, const QString &why)
{
    if (error)
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why);
    return false;
}

} // namespace

QString systemPath()
{
    return QStringLiteral("/etc/croupier/instructor.json");
}

QString configuredPath()
{
    // The school's file first: a trainee's environment or settings cannot point
    // the desk elsewhere when there is one.
    // (The directory is enough: a file the trainee's account cannot even see is
    // refused when read, never replaced by one of the trainee's.)
    if (QFileInfo::exists(systemPath()) || QFileInfo(systemPath()).dir().exists())
        return systemPath();
    const QString fromEnvironment = qEnvironmentVariable("CROUPIER_INSTRUCTOR_FILE");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString fromSettings = QSettings().value(QStringLiteral("exam/instructorFile")).toString();
    if (!fromSettings.isEmpty())
        return fromSettings;
    return QString();
}

std::optional<Contents> read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: The instructor's file cannot be read; %1 why (from the system).
        refuse(error, path, tr("the instructor's file cannot be read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes) {
        refuse(error, path, tr("too large for an instructor's file"));
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        //: Keep "croupier-instructor": the file's own word.
        refuse(error, path, tr("not an instructor's file (JSON of format \"croupier-instructor\")"));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat) || o.value(QStringLiteral("version")).toInt() != 1) {
        refuse(error, path, tr("not an instructor's file (JSON of format \"croupier-instructor\")"));
        return std::nullopt;
    }
    const auto hex = [&o](const char *key, bool *ok) {
        const QString text = o.value(QLatin1String(key)).toString();
        const bool valid = text.size() % 2 == 0
            && std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('f')); });
        *ok = *ok && valid;
        return QByteArray::fromHex(text.toLatin1());
    };
    bool ok = true;
    Contents c;
    c.key.kdf = o.value(QStringLiteral("kdf")).toString();
    c.key.salt = hex("salt", &ok);
    c.key.iterations = o.value(QStringLiteral("iterations")).toInteger(-1);
    c.key.memory = o.value(QStringLiteral("memory")).toInteger(-1);
    c.key.hash = hex("hash", &ok);
    c.key.hmacSalt = hex("hmac_salt", &ok);
    c.key.wrappedSecret = hex("wrapped_secret", &ok);
    c.publicKey = hex("public_key", &ok);
    const bool kdfKnown = c.key.kdf == InstructorKey::argon2id || c.key.kdf == InstructorKey::pbkdf2Sha256;
    if (!ok || !kdfKnown || c.key.iterations < 1 || c.key.memory < 0 || c.key.salt.size() != InstructorKey::saltBytes
        || c.key.hash.size() != InstructorKey::keyBytes || c.key.wrappedSecret.isEmpty() || c.publicKey.size() != 32) {
        //: The instructor's file is damaged or was edited.
        refuse(error, path, tr("damaged: a member is missing or not what it should be; restore it from a backup"));
        return std::nullopt;
    }
    return c;
}

bool write(const QString &path, const Contents &contents, QString *error)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("kdf"), contents.key.kdf);
    o.insert(QStringLiteral("salt"), QString::fromLatin1(contents.key.salt.toHex()));
    o.insert(QStringLiteral("iterations"), contents.key.iterations);
    o.insert(QStringLiteral("memory"), contents.key.memory);
    o.insert(QStringLiteral("hash"), QString::fromLatin1(contents.key.hash.toHex()));
    o.insert(QStringLiteral("hmac_salt"), QString::fromLatin1(contents.key.hmacSalt.toHex()));
    o.insert(QStringLiteral("wrapped_secret"), QString::fromLatin1(contents.key.wrappedSecret.toHex()));
    o.insert(QStringLiteral("public_key"), QString::fromLatin1(contents.publicKey.toHex()));
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Indented);
    const QString dir = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(dir)) {
        QDir().mkpath(dir);
        // Whatever the umask: every account must see the file to be held by it.
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                       | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                       | QFileDevice::ExeOther);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush() || !file.commit()) {
        //: %1 why (from the system). The old file, if any, is left as it was.
        refuse(error, path, tr("the instructor's file cannot be written: %1").arg(file.errorString()));
        file.cancelWriting();
        return false;
    }
    // Readable by every account (the stations seal to its public key), written by its owner only.
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                    | QFileDevice::ReadOther);
    return true;
}

bool writableHere(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists())
        return info.isWritable() || QFileInfo(info.absolutePath()).isWritable();
    return QFileInfo(info.absolutePath()).isWritable();
}

} // namespace croupier::InstructorFile
