#pragma once

#include <QString>
#include <QStringList>

namespace croupier {

/**
 * @brief The classroom on PostgreSQL by roles (issue 14, item 2; EXAM.md, "Roles").
 *
 * The instructor's desk connects as the role that owns the exam tables (the one
 * that created them). Each station connects as the station role, which has no
 * right on any table: it can only call the functions below, which the server runs
 * as the tables' owner (SECURITY DEFINER, their search_path fixed). Through them a
 * station lists the exams, reads an exam's station copy (its questions without
 * answer keys, signed by the instructor), starts or resumes one trainee's attempt,
 * and appends to that attempt only: answers, the hand-in, the question's clock,
 * the log and the chain's runs, each stamped with the server's clock. An attempt
 * is a station's by a token only that station can make (ExamStore: an HMAC of the
 * exam and the trainee under a key kept in the station's settings); the server
 * keeps its SHA-256. No UPDATE, no DELETE, no SELECT of a table: not of the answer
 * keys, not of the instructor's row, not of another trainee's answers.
 */
namespace StationRole {

/// The station role of database @p databaseName: "<name>_station", lower case,
/// letters, digits and _ only, at most 63 bytes.
QString roleName(const QString &databaseName);

/// The statements that make @p role (LOGIN, @p password, which must be made of
/// [0-9a-f]) and its functions in @p schema, idempotently: run again, they replace
/// the functions and the password, and grant the same. The caller runs them in one
/// transaction as the tables' owner, a role that may create roles (CREATEROLE).
QStringList setUpStatements(const QString &schema, const QString &role, const QString &password,
                            const QString &databaseName);

/// The station's functions, as the store calls them.
namespace fn {
inline constexpr const char *now = "croupier_server_now";
inline constexpr const char *schemaVersion = "croupier_station_schema";
inline constexpr const char *exams = "croupier_station_exams";
inline constexpr const char *exam = "croupier_station_exam";
inline constexpr const char *publicKey = "croupier_instructor_public_key";
inline constexpr const char *start = "croupier_start_attempt";
inline constexpr const char *attempt = "croupier_attempt";
inline constexpr const char *answers = "croupier_attempt_answers";
inline constexpr const char *record = "croupier_record_answer";
inline constexpr const char *finish = "croupier_finish_attempt";
inline constexpr const char *beginSegment = "croupier_begin_segment";
inline constexpr const char *logEvent = "croupier_log_event";
inline constexpr const char *events = "croupier_attempt_events";
inline constexpr const char *saveClock = "croupier_save_clock";
inline constexpr const char *clock = "croupier_attempt_clock";
inline constexpr const char *studyEnrol = "croupier_study_enrol";
inline constexpr const char *studyAppend = "croupier_study_append";
inline constexpr const char *studyRecords = "croupier_study_records";
} // namespace fn

} // namespace StationRole

} // namespace croupier
