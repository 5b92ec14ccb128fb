#pragma once

#include <QDateTime>
#include <QString>
#include <QVariant>

namespace croupier::sql {

/// A time as the stores keep it: ISO 8601 in UTC with milliseconds, so the text
/// sorts in time order and its first ten characters are the UTC day. The same on
/// SQLite and PostgreSQL.
inline QString isoUtc(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

/// A stored time back; invalid for NULL or "" (an attempt still open).
inline QDateTime fromIsoUtc(const QVariant &v)
{
    if (v.isNull() || v.toString().isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t.toUTC();
}

/// A null QString binds as SQL NULL: the text columns are NOT NULL, so "" instead.
inline QString notNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace croupier::sql
