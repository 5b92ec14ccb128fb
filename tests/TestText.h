#pragma once

#include <QString>

/// Whether @p s has a letter of the Greek block: a translation really is Greek.
inline bool hasGreek(const QString &s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x0370 && c.unicode() <= 0x03FF)
            return true;
    return false;
}
