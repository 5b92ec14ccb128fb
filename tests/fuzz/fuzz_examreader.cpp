// libFuzzer target: a whole exam file through app/exam's reader (ExamFile::read):
// size, UTF-8, JSON, format and version, checksum, the instructor's signature,
// examFromJson, the prompts written again. Nothing may crash, leak or hang on any
// input; a file it reads writes back to one it reads the same.
#include "exam/ExamFile.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QByteArray secret = "the fuzzer's instructor secret..";
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    croupier::ExamFile::Signature signature = croupier::ExamFile::Signature::NotChecked;
    QString signer;
    const std::optional<croupier::Exam> exam
        = croupier::ExamFile::read(bytes, QStringLiteral("fuzz.json"), &error, secret, &signature, &signer);
    if (!exam) {
        if (error.isEmpty())
            __builtin_trap(); // a refusal always says why
        return 0;
    }
    // Signed again by this desk, it reads as this desk's, the same exam.
    const QByteArray again = croupier::ExamFile::write(*exam, secret);
    const std::optional<croupier::Exam> reread
        = croupier::ExamFile::read(again, QStringLiteral("again.json"), &error, secret, &signature);
    if (!reread || signature != croupier::ExamFile::Signature::Valid
        || croupier::ExamFile::write(*reread, secret) != again)
        __builtin_trap();
    return 0;
}
