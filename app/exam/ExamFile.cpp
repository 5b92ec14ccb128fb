#include "ExamFile.h"

#include "InputError.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"
#include "Sodium.h"
#include "text/PromptText.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace croupier {

namespace {

constexpr std::string_view kFormat = "croupier-exam";
constexpr int kVersion = 1;
constexpr std::string_view kChecksumPrefix = "sha256:";

/// "exam.json: <what>": every message names the file first.
void fail(QString *error, const QString &fileName, const QString &what)
{
    if (error)
        *error = fileName + QStringLiteral(": ") + what;
}

std::nullopt_t refuse(QString *error, const QString &fileName, const QString &what)
{
    fail(error, fileName, what);
    return std::nullopt;
}

std::string checksumOf(std::string_view examText)
{
    const QByteArray hash = QCryptographicHash::hash(
        QByteArrayView(examText.data(), qsizetype(examText.size())), QCryptographicHash::Sha256);
    return std::string(kChecksumPrefix) + hash.toHex().toStdString();
}

constexpr std::string_view kSignaturePrefix = "ed25519:";

/// The instructor's Ed25519 key pair for exam files: its seed a BLAKE2b of a label
/// keyed by the signing secret. Messages are the label and the exam member's text.
struct SigningKey
{
    QByteArray publicKey;
    QByteArray secretKey;
    explicit SigningKey(const QByteArray &secret)
        : publicKey(crypto_sign_PUBLICKEYBYTES, '\0')
        , secretKey(crypto_sign_SECRETKEYBYTES, '\0')
    {
        QByteArray seed = sodium::instructorSeed(secret, "croupier exam signing v1");
        crypto_sign_seed_keypair(reinterpret_cast<unsigned char *>(publicKey.data()),
                                 reinterpret_cast<unsigned char *>(secretKey.data()),
                                 reinterpret_cast<const unsigned char *>(seed.constData()));
        sodium_memzero(seed.data(), std::size_t(seed.size()));
    }
    ~SigningKey() { sodium_memzero(secretKey.data(), std::size_t(secretKey.size())); }
};

QByteArray signedMessage(std::string_view examText)
{
    return QByteArray("croupier exam file v1\n") + QByteArray(examText.data(), qsizetype(examText.size()));
}

std::string signatureOf(std::string_view examText, const QByteArray &secret)
{
    const SigningKey key(secret);
    const QByteArray message = signedMessage(examText);
    QByteArray sig(crypto_sign_BYTES, '\0');
    crypto_sign_detached(reinterpret_cast<unsigned char *>(sig.data()), nullptr,
                         reinterpret_cast<const unsigned char *>(message.constData()), quint64(message.size()),
                         reinterpret_cast<const unsigned char *>(key.secretKey.constData()));
    return std::string(kSignaturePrefix) + key.publicKey.toHex().toStdString() + ":" + sig.toHex().toStdString();
}

/// The public key of a signature that checks over @p examText; nullopt when it
/// is malformed or does not check.
std::optional<QByteArray> signingKeyOf(const std::string &signature, std::string_view examText)
{
    const std::string_view s(signature);
    if (s.substr(0, kSignaturePrefix.size()) != kSignaturePrefix)
        return std::nullopt;
    const std::string_view rest = s.substr(kSignaturePrefix.size());
    const std::size_t colon = rest.find(':');
    if (colon != 2 * crypto_sign_PUBLICKEYBYTES || rest.size() != colon + 1 + 2 * crypto_sign_BYTES)
        return std::nullopt;
    const QByteArray publicKey = QByteArray::fromHex(QByteArray(rest.data(), qsizetype(colon)));
    const QByteArray sig = QByteArray::fromHex(QByteArray(rest.data() + colon + 1, qsizetype(2 * crypto_sign_BYTES)));
    if (publicKey.size() != crypto_sign_PUBLICKEYBYTES || sig.size() != crypto_sign_BYTES)
        return std::nullopt;
    const QByteArray message = signedMessage(examText);
    if (crypto_sign_verify_detached(reinterpret_cast<const unsigned char *>(sig.constData()),
                                    reinterpret_cast<const unsigned char *>(message.constData()), quint64(message.size()),
                                    reinterpret_cast<const unsigned char *>(publicKey.constData()))
        != 0)
        return std::nullopt;
    return publicKey;
}

/// "3f2a 91c0 5be7 0d14": the first 8 bytes of a public key, in groups.
QString fingerprintOf(const QByteArray &publicKey)
{
    const QString hex = QString::fromLatin1(publicKey.left(8).toHex());
    QStringList groups;
    for (qsizetype i = 0; i < hex.size(); i += 4)
        groups << hex.mid(i, 4);
    return groups.join(QLatin1Char(' '));
}

/// Every question's prompt written again from its scenario, in the exam's
/// language: what a file says in "prompt" is never shown or printed.
void rebuildPrompts(Exam &exam)
{
    const PromptText text(QString::fromStdString(exam.spec.language));
    const TopicRegistry &registry = TopicRegistry::builtin();
    for (Question &q : exam.questions)
        if (const Topic *topic = registry.find(q.topic))
            q.prompt = text.format(topic->prompt(q.game, q.scenario)).toStdString();
}

/// The byte offset of the first byte that is not well-formed UTF-8 (RFC 3629:
/// no overlong forms, no surrogates, nothing above U+10FFFF), or -1.
qsizetype firstBadUtf8(const QByteArray &bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        unsigned char low = 0x80, high = 0xBF; // the allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF)
            length = 2;
        else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                low = 0xA0; // overlong
            else if (c == 0xED)
                high = 0x9F; // surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                low = 0x90; // overlong
            else if (c == 0xF4)
                high = 0x8F; // above U+10FFFF
        } else
            return i;
        if (i + length > n)
            return i;
        if (s[i + 1] < low || s[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k)
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
        i += length;
    }
    return -1;
}

/// "line 3, column 17" of byte @p offset (0-based) in @p bytes; columns count bytes.
QString where(const QByteArray &bytes, qsizetype offset)
{
    offset = std::min(offset, bytes.size());
    // (lastIndexOf from -1 would search from the end.)
    const qsizetype lineStart = offset == 0 ? 0 : bytes.lastIndexOf('\n', offset - 1) + 1;
    const qsizetype line = bytes.left(lineStart).count('\n') + 1;
    //: Where a damaged exam file goes wrong. %1 line, %2 column (1-based)
    return QCoreApplication::translate("ExamFile", "line %1, column %2")
        .arg(line)
        .arg(offset - lineStart + 1);
}

} // namespace

namespace ExamFile {

/*
 * Why the checksum is checked by writing the parsed "exam" member out again rather
 * than by cutting its bytes out of the file: JsonValue keeps object keys in their
 * order and numbers as their text, so dump(parse(x)) == x for every text dump()
 * wrote. The writer hashes the member's dump(); the reader hashes dump() of what it
 * parsed. Any changed value (a prompt, a key, a number's digits) changes the dump
 * and fails the check; a file merely re-indented by an editor still has the
 * content that was hashed, and passes.
 */
namespace {

/// @p object without member @p key.
JsonValue without(const JsonValue &object, std::string_view key)
{
    JsonValue out = JsonValue::object();
    for (std::size_t i = 0; i < object.keys().size(); ++i)
        if (object.keys()[i] != key)
            out.set(object.keys()[i], object.items()[i]);
    return out;
}

/// The station copy's exam member: every question without its "answer", and
/// "answer_keys": "none" (signed with the rest).
JsonValue withoutKeys(const JsonValue &exam)
{
    JsonValue out = JsonValue::object();
    for (std::size_t i = 0; i < exam.keys().size(); ++i) {
        if (exam.keys()[i] != "questions") {
            out.set(exam.keys()[i], exam.items()[i]);
            continue;
        }
        JsonValue questions = JsonValue::array();
        for (const JsonValue &q : exam.items()[i].items())
            questions.push(q.isObject() ? without(q, "answer") : q);
        out.set("questions", std::move(questions));
    }
    out.set("answer_keys", JsonValue::string("none"));
    return out;
}

/// A station copy read back: each question's key made again by the engine from
/// its scenario, so that examFromJson reads it as any exam (a question it cannot
/// solve is left without one, and refused there by name).
JsonValue withKeys(const JsonValue &exam)
{
    JsonValue out = JsonValue::object();
    const TopicRegistry &registry = TopicRegistry::builtin();
    for (std::size_t i = 0; i < exam.keys().size(); ++i) {
        const std::string &key = exam.keys()[i];
        if (key == "answer_keys")
            continue;
        if (key != "questions" || !exam.items()[i].isArray()) {
            out.set(key, exam.items()[i]);
            continue;
        }
        JsonValue questions = JsonValue::array();
        for (const JsonValue &q : exam.items()[i].items()) {
            JsonValue question = q;
            const JsonValue *topic = q.isObject() ? q.find("topic") : nullptr;
            const JsonValue *game = q.isObject() ? q.find("game") : nullptr;
            const JsonValue *scenario = q.isObject() ? q.find("scenario") : nullptr;
            if (topic && game && scenario && topic->isString() && game->isString() && !q.find("answer")) {
                const Topic *t = registry.find(topic->text());
                const std::optional<Game> g = gameFromName(game->text());
                if (t && g && t->supports(*g)) {
                    try {
                        question.set("answer", t->solve(*g, *scenario));
                    } catch (const InputError &) {
                        // examFromJson names the scenario's fault.
                    }
                }
            }
            questions.push(std::move(question));
        }
        out.set("questions", std::move(questions));
    }
    return out;
}

std::string wrapped(const std::string &examText, const QByteArray &secret)
{
    std::string out;
    out.reserve(examText.size() + 300);
    out += "{\"format\": \"croupier-exam\", \"version\": 1,\n \"exam\": ";
    out += examText;
    out += ",\n \"checksum\": \"";
    out += checksumOf(examText);
    if (!secret.isEmpty()) {
        out += "\",\n \"signature\": \"";
        out += signatureOf(examText, secret);
    }
    out += "\"}\n";
    return out;
}

} // namespace

QByteArray write(const Exam &exam, const QByteArray &secret)
{
    return QByteArray::fromStdString(wrapped(examToJson(exam).dump(), secret));
}

QByteArray writeForStation(const Exam &exam, const QByteArray &secret)
{
    return QByteArray::fromStdString(wrapped(withoutKeys(examToJson(exam)).dump(), secret));
}

QString fingerprint(const QByteArray &secret)
{
    return fingerprintOf(SigningKey(secret).publicKey);
}

std::optional<Exam> read(const QByteArray &bytes, const QString &fileName, QString *error, const QByteArray &secret,
                         Signature *signature, QString *signer, bool *station)
{
    if (signature)
        *signature = Signature::NotChecked;
    if (bytes.size() > maxBytes)
        //: %1 the file's size, %2 the largest size read, both in MiB
        return refuse(error, fileName,
            QCoreApplication::translate(
                "ExamFile", "the file is too large for an exam file (%1 MiB; at most %2 MiB)")
                .arg(double(bytes.size()) / (1024 * 1024), 0, 'f', 1)
                .arg(maxBytes / (1024 * 1024)));
    if (bytes.trimmed().isEmpty())
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "the file is empty: it is not an exam file"));
    // A file cut in the middle of a character is a truncated file: the JSON reader
    // says so better than "not UTF-8".
    const qsizetype bad = firstBadUtf8(bytes);
    const bool cutInACharacter = bad >= 0 && bytes.size() - bad < 4 && firstBadUtf8(bytes.left(bad)) < 0
        && (static_cast<unsigned char>(bytes[bad]) & 0xC0) == 0xC0 && [&] {
               for (qsizetype i = bad + 1; i < bytes.size(); ++i)
                   if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80)
                       return false;
               return true;
           }();
    if (bad >= 0 && !cutInACharacter)
        //: %1 is "line 3, column 17"
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "not UTF-8 text at %1: it is not an exam file")
                .arg(where(bytes, bad)));

    // An editor's byte-order mark is not part of the JSON.
    const qsizetype start = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const qsizetype length = cutInACharacter ? bad : bytes.size();
    const std::string_view text(bytes.constData() + start, std::size_t(length - start));
    JsonValue file;
    try {
        file = parseJson(text);
    } catch (const JsonError &e) {
        // JsonError counts columns over the whole text; say line and column instead.
        const std::string what = e.what();
        const std::size_t colon = what.find(": ", what.find("column"));
        const QString reason
            = colon == std::string::npos ? QString() : QString::fromStdString(what.substr(colon + 2));
        //: %1 is "line 3, column 17", %2 what is wrong there (in English, from the JSON reader)
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "not valid JSON at %1: %2")
                .arg(where(bytes, start + qsizetype(e.column()) - 1), reason));
    }
    if (!file.isObject())
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "not an exam file: the file is not a JSON object"));

    const JsonValue *format = file.find("format");
    if (!format || !format->isString() || format->text() != kFormat)
        //: Keep "format" and "croupier-exam": they are the file's own words
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "not an exam file: \"format\" is not \"croupier-exam\""));
    const JsonValue *version = file.find("version");
    if (!version || !version->isNumber())
        return refuse(
            error, fileName, QCoreApplication::translate("ExamFile", "version: missing or not a number"));
    bool whole = false;
    const qlonglong v = QString::fromStdString(version->text()).toLongLong(&whole);
    if (!whole || v < 1)
        //: %1 what the file says
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "version: not a version number: %1")
                .arg(QString::fromStdString(version->text())));
    if (v > kVersion)
        //: %1 the file's version, %2 the newest this program reads
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile",
                "made by a newer Croupier (exam file version %1; this version reads %2): update Croupier to "
                "open it")
                .arg(v)
                .arg(kVersion));

    const JsonValue *exam = file.find("exam");
    if (!exam || !exam->isObject())
        return refuse(
            error, fileName, QCoreApplication::translate("ExamFile", "exam: missing or not an object"));
    const JsonValue *checksum = file.find("checksum");
    if (!checksum || !checksum->isString())
        //: Keep "checksum": the file's own word
        return refuse(error, fileName,
            QCoreApplication::translate("ExamFile", "checksum: missing: the file cannot be trusted"));
    if (checksum->text() != checksumOf(exam->dump()))
        //: Keep "checksum": the file's own word
        return refuse(error, fileName,
            QCoreApplication::translate(
                "ExamFile", "checksum: edited by hand or damaged: the checksum does not match"));

    // The signature: one that does not check is a changed exam, whoever reads it.
    if (const JsonValue *signed_ = file.find("signature")) {
        const std::optional<QByteArray> key = signed_->isString() ? signingKeyOf(signed_->text(), exam->dump()) : std::nullopt;
        if (!key)
            //: Keep "signature": the file's own word
            return refuse(error, fileName,
                QCoreApplication::translate("ExamFile",
                    "signature: the exam was changed after it was signed (or the signature is damaged): it is refused"));
        if (signer)
            *signer = fingerprintOf(*key);
        if (signature && !secret.isEmpty())
            *signature = *key == SigningKey(secret).publicKey ? Signature::Valid : Signature::OtherKey;
    } else if (signature && !secret.isEmpty()) {
        *signature = Signature::Missing;
    }

    // A station copy (writeForStation): the keys are the engine's, made here.
    const JsonValue *keys = exam->find("answer_keys");
    if (keys && !(keys->isString() && keys->text() == "none"))
        //: Keep "answer_keys" and "none": the file's own words
        return refuse(error, fileName, QCoreApplication::translate("ExamFile", "answer_keys: not \"none\""));
    if (station)
        *station = keys != nullptr;
    try {
        Exam read = examFromJson(keys ? withKeys(*exam) : *exam, TopicRegistry::builtin());
        rebuildPrompts(read);
        return read;
    } catch (const InputError &e) {
        // The engine's own words, under the member they are in: "exam.questions[3]: …".
        return refuse(error, fileName, QString::fromStdString(e.under("exam").what()));
    } catch (const JsonError &e) {
        return refuse(error, fileName, QStringLiteral("exam: ") + QString::fromStdString(e.what()));
    }
}

std::optional<Exam> load(const QString &path, QString *error, const QByteArray &secret, Signature *signature,
                         QString *signer)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1 why (from the system)
        return refuse(error, path,
            QCoreApplication::translate("ExamFile", "cannot read the exam file: %1").arg(file.errorString()));
    // One byte more than the limit tells "too large" without reading a huge file.
    const QByteArray bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return refuse(error, path,
            QCoreApplication::translate("ExamFile", "cannot read the exam file: %1").arg(file.errorString()));
    if (file.size() > maxBytes) {
        return refuse(error, name,
            QCoreApplication::translate(
                "ExamFile", "the file is too large for an exam file (%1 MiB; at most %2 MiB)")
                .arg(double(file.size()) / (1024 * 1024), 0, 'f', 1)
                .arg(maxBytes / (1024 * 1024)));
    }
    return read(bytes, name, error, secret, signature, signer);
}

bool save(const Exam &exam, const QString &path, QString *error, const QByteArray &secret)
{
    // flush() before commit(): Qt 6.4's QSaveFile commits a short file when the
    // buffered write meets EFBIG or ENOSPC at commit time; a failed flush is seen.
    QSaveFile file(path);
    const QByteArray bytes = write(exam, secret);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush()
        || !file.commit()) {
        //: %1 why (from the system). The old file, if any, is left as it was.
        fail(error, path,
            QCoreApplication::translate("ExamFile", "cannot save the exam file: %1").arg(file.errorString()));
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace ExamFile

} // namespace croupier
