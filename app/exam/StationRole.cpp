#include "StationRole.h"

#include <QRegularExpression>

namespace croupier::StationRole {

namespace {

/// "name" as an SQL identifier.
QString ident(const QString &name)
{
    QString quoted = name;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

/// One function: run as the tables' owner, its search_path fixed so that no object
/// the caller makes can stand in for a table.
QString definer(const QString &schema, const QString &signature, const QString &returns, const QString &language,
                const QString &body)
{
    // pg_catalog first: an object a caller might make in the schema can stand in
    // for neither a table nor a built-in function (CVE-2018-1058).
    return QStringLiteral("CREATE OR REPLACE FUNCTION %1.%2 RETURNS %3 LANGUAGE %4 SECURITY DEFINER"
                          " SET search_path = pg_catalog, %1, pg_temp AS $croupier$%5$croupier$")
        .arg(ident(schema), signature, returns, language, body);
}

struct Function
{
    QString signature;  ///< name(argument types), as GRANT names it
    bool station;       ///< granted to the station role
};

} // namespace

QString roleName(const QString &databaseName)
{
    QString name = databaseName.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    if (name.isEmpty() || name.front().isDigit())
        name.prepend(QStringLiteral("db_"));
    return name.left(63 - 8) + QStringLiteral("_station");
}

QStringList setUpStatements(const QString &schema, const QString &role, const QString &password,
                            const QString &databaseName)
{
    const QString s = schema;
    const QString r = ident(role);
    QStringList out;
    // The role: made once, its password and limits set every time.
    out << QStringLiteral("DO $croupier$ BEGIN IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = '%1')"
                          " THEN CREATE ROLE %2 LOGIN; END IF; END $croupier$")
               .arg(role, r);
    out << QStringLiteral("ALTER ROLE %1 WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION"
                          " NOBYPASSRLS PASSWORD '%2'")
               .arg(r, password);
    out << QStringLiteral("ALTER ROLE %1 IN DATABASE %2 SET search_path = %3").arg(r, ident(databaseName), ident(s));
    // No right on any table or sequence of the schema, now or later.
    out << QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA %1 FROM PUBLIC, %2").arg(ident(s), r);
    out << QStringLiteral("REVOKE ALL ON ALL SEQUENCES IN SCHEMA %1 FROM PUBLIC, %2").arg(ident(s), r);
    out << QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(ident(s), r);
    // The role may make nothing in the schema: PUBLIC's CREATE taken back where the
    // desk may (PostgreSQL 15 no longer gives it), and the set-up refused where the
    // role could still create.
    out << QStringLiteral("REVOKE CREATE ON SCHEMA %1 FROM %2").arg(ident(s), r);
    out << QStringLiteral(R"(DO $croupier$ BEGIN
    IF has_schema_privilege('%1', '%2', 'CREATE') THEN
        BEGIN
            EXECUTE 'REVOKE CREATE ON SCHEMA %3 FROM PUBLIC';
        EXCEPTION WHEN insufficient_privilege THEN NULL;
        END;
    END IF;
    IF has_schema_privilege('%1', '%2', 'CREATE') THEN
        RAISE EXCEPTION 'croupier: the stations'' role could create objects in schema %, which every role may: its owner must run REVOKE CREATE ON SCHEMA % FROM PUBLIC', '%2', '%2';
    END IF;
END $croupier$)").arg(role, QString(s).replace(QLatin1Char('\''), QStringLiteral("''")), ident(s));
    // Attempt numbers for the stations, above those the desk has made.
    out << QStringLiteral("CREATE SEQUENCE IF NOT EXISTS %1.croupier_attempt_id").arg(ident(s));
    out << QStringLiteral("SELECT setval(%1, GREATEST((SELECT coalesce(max(id), 0) FROM %2.attempts),"
                          " (SELECT last_value FROM %2.croupier_attempt_id), 1))")
               .arg(QLatin1Char('\'') + QString(ident(s) + QStringLiteral(".croupier_attempt_id")).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\''),
                    ident(s));
    // The server's clock, in the store's own form of a time (UTC, ms).
    out << definer(s, QStringLiteral("croupier_server_now()"), QStringLiteral("text"), QStringLiteral("sql"),
                   QStringLiteral(" SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') "));
    out << definer(s, QStringLiteral("croupier_token_hash(p_token text)"), QStringLiteral("text"), QStringLiteral("sql"),
                   QStringLiteral(" SELECT pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(p_token, ''),"
                                  " 'UTF8'::name)), 'hex') "));
    // The attempt is the caller's (its token), and open when it must be.
    out << definer(s, QStringLiteral("croupier_own_attempt(p_attempt bigint, p_token text, p_open boolean)"),
                   QStringLiteral("void"), QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_hash text; v_finished text;
BEGIN
    SELECT a.token_hash, a.finished INTO v_hash, v_finished FROM attempts a WHERE a.id = p_attempt;
    IF NOT FOUND OR v_hash = '' OR v_hash <> croupier_token_hash(p_token) THEN
        RAISE EXCEPTION 'croupier: attempt % is not this station''s', p_attempt USING ERRCODE = '42501';
    END IF;
    IF p_open AND v_finished IS NOT NULL THEN
        RAISE EXCEPTION 'croupier: attempt % is finished', p_attempt USING ERRCODE = '42501';
    END IF;
END )"));
    out << definer(s, QStringLiteral("croupier_station_schema()"), QStringLiteral("integer"), QStringLiteral("sql"),
                   QStringLiteral(" SELECT max(v.version) FROM croupier_schema v "));
    out << definer(s, QStringLiteral("croupier_station_exams()"),
                   QStringLiteral("TABLE(o_id text, o_title text, o_created text, o_questions integer)"),
                   QStringLiteral("sql"),
                   QStringLiteral(" SELECT e.id, e.title, e.created, e.questions FROM exams e WHERE e.station_file <> ''"
                                  " ORDER BY e.created DESC, e.id "));
    out << definer(s, QStringLiteral("croupier_station_exam(p_exam text)"), QStringLiteral("text"), QStringLiteral("sql"),
                   QStringLiteral(" SELECT e.station_file FROM exams e WHERE e.id = p_exam AND e.station_file <> '' "));
    out << definer(s, QStringLiteral("croupier_instructor_public_key()"), QStringLiteral("text"), QStringLiteral("sql"),
                   QStringLiteral(" SELECT i.public_key FROM instructor i WHERE i.id = 1 "));
    out << definer(s,
                   QStringLiteral("croupier_start_attempt(p_exam text, p_name text, p_trainee text, p_station text,"
                                  " p_seat bigint, p_token text)"),
                   QStringLiteral("TABLE(o_id bigint, o_name text, o_station text, o_started text, o_finished text,"
                                  " o_form bigint, o_finish_mac text)"),
                   QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v attempts%ROWTYPE; v_hash text := croupier_token_hash(p_token);
BEGIN
    IF length(coalesce(p_token, '')) < 32 THEN
        RAISE EXCEPTION 'croupier: the station has no token' USING ERRCODE = '42501';
    END IF;
    IF btrim(coalesce(p_name, '')) = '' OR btrim(coalesce(p_trainee, '')) = ''
       OR length(p_name) > 200 OR length(p_trainee) > 100 OR length(coalesce(p_station, '')) > 200 THEN
        RAISE EXCEPTION 'croupier: the trainee''s name (at most 200 characters) and registration number (100) are needed';
    END IF;
    IF NOT EXISTS (SELECT FROM exams e WHERE e.id = p_exam AND e.station_file <> '') THEN
        RAISE EXCEPTION 'croupier: there is no exam "%" for the stations', p_exam;
    END IF;
    -- No table lock (a caller could hold it by keeping its transaction open): the
    -- index attempts_open allows one open attempt per trainee, the numbers come
    -- from a sequence, and two stations starting one trainee at once meet at the
    -- index, where the second finds the first's.
    SELECT * INTO v FROM attempts a WHERE a.exam_id = p_exam AND a.trainee_id = btrim(p_trainee) AND a.finished IS NULL;
    IF NOT FOUND THEN
        -- Handed in already: that attempt (its result), never a second one.
        SELECT * INTO v FROM attempts a WHERE a.exam_id = p_exam AND a.trainee_id = btrim(p_trainee)
            ORDER BY a.id DESC LIMIT 1;
        IF NOT FOUND THEN
            LOOP
                v.id := nextval('croupier_attempt_id');
                EXIT WHEN NOT EXISTS (SELECT FROM attempts a WHERE a.id = v.id);
            END LOOP;
            v.trainee_name := btrim(p_name);
            v.station := coalesce(p_station, '');
            v.started := croupier_server_now();
            v.finished := NULL;
            v.finish_mac := '';
            v.form := CASE WHEN p_seat > 0 THEN p_seat ELSE v.id END;
            v.token_hash := v_hash;
            BEGIN
                INSERT INTO attempts(id, exam_id, trainee_name, trainee_id, station, started, form, token_hash)
                    VALUES (v.id, p_exam, v.trainee_name, btrim(p_trainee), v.station, v.started, v.form, v_hash);
            EXCEPTION WHEN unique_violation THEN
                SELECT * INTO v FROM attempts a
                    WHERE a.exam_id = p_exam AND a.trainee_id = btrim(p_trainee) AND a.finished IS NULL;
            END;
        END IF;
    END IF;
    IF v.token_hash <> v_hash THEN
        RAISE EXCEPTION 'croupier: trainee % sits this exam at another station (%)', btrim(p_trainee), v.station
            USING ERRCODE = '42501';
    END IF;
    RETURN QUERY SELECT v.id, v.trainee_name, v.station, v.started, v.finished, v.form, v.finish_mac;
END )"));
    out << definer(s, QStringLiteral("croupier_attempt(p_attempt bigint, p_token text)"),
                   QStringLiteral("TABLE(o_exam text, o_name text, o_trainee text, o_station text, o_started text,"
                                  " o_finished text, o_finish_mac text, o_form bigint)"),
                   QStringLiteral("plpgsql"), QStringLiteral(R"(
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, false);
    RETURN QUERY SELECT a.exam_id, a.trainee_name, a.trainee_id, a.station, a.started, a.finished, a.finish_mac, a.form
        FROM attempts a WHERE a.id = p_attempt;
END )"));
    // The columns of ANSWER_COLUMNS, in its order.
    out << definer(s, QStringLiteral("croupier_attempt_answers(p_attempt bigint, p_token text)"),
                   QStringLiteral("TABLE(o_attempt bigint, o_idx integer, o_given text, o_correct integer,"
                                  " o_elapsed bigint, o_at text, o_seq integer, o_segment integer, o_mac text)"),
                   QStringLiteral("plpgsql"), QStringLiteral(R"(
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, false);
    RETURN QUERY SELECT n.attempt_id, n.idx, n.given, n.correct, n.elapsed_ms, n.at, n.seq, n.segment, n.mac
        FROM answers n WHERE n.attempt_id = p_attempt ORDER BY n.idx;
END )"));
    // An answer, at the server's time; the first to a question stands (o_already).
    out << definer(s,
                   QStringLiteral("croupier_record_answer(p_attempt bigint, p_token text, p_idx integer, p_given text,"
                                  " p_correct integer, p_elapsed bigint, p_seq integer, p_segment integer, p_mac text)"),
                   QStringLiteral("TABLE(o_at text, o_already boolean)"), QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_at text;
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, true);
    IF p_idx < 0 OR p_idx >= 5000 OR p_elapsed < 0 OR p_given IS NULL OR length(p_given) > 4096
       OR length(coalesce(p_mac, '')) > 256 THEN
        RAISE EXCEPTION 'croupier: not an answer (question %, % ms)', p_idx + 1, p_elapsed;
    END IF;
    IF EXISTS (SELECT FROM answers n WHERE n.attempt_id = p_attempt AND n.idx = p_idx) THEN
        RETURN QUERY SELECT NULL::text, true;
        RETURN;
    END IF;
    v_at := croupier_server_now();
    INSERT INTO answers(attempt_id, idx, given, correct, elapsed_ms, at, seq, segment, mac)
        VALUES (p_attempt, p_idx, p_given, CASE WHEN p_correct <> 0 THEN 1 ELSE 0 END, p_elapsed, v_at, p_seq,
                p_segment, coalesce(p_mac, ''));
    RETURN QUERY SELECT v_at, false;
END )"));
    out << definer(s, QStringLiteral("croupier_finish_attempt(p_attempt bigint, p_token text, p_finish_mac text)"),
                   QStringLiteral("text"), QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_at text := croupier_server_now();
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, true);
    UPDATE attempts SET finished = v_at, finish_mac = coalesce(p_finish_mac, '')
        WHERE id = p_attempt AND finished IS NULL;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'croupier: attempt % is finished', p_attempt USING ERRCODE = '42501';
    END IF;
    RETURN v_at;
END )"));
    out << definer(s,
                   QStringLiteral("croupier_begin_segment(p_attempt bigint, p_token text, p_sealed text, p_after text)"),
                   QStringLiteral("integer"), QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_segment integer;
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, true);
    IF length(coalesce(p_sealed, '')) > 1024 OR length(coalesce(p_after, '')) > 1024 THEN
        RAISE EXCEPTION 'croupier: not a run of the chain';
    END IF;
    v_segment := (SELECT coalesce(max(c.segment), 0) + 1 FROM chain_segments c WHERE c.attempt_id = p_attempt);
    INSERT INTO chain_segments(attempt_id, segment, sealed_key, after_mac, at)
        VALUES (p_attempt, v_segment, coalesce(p_sealed, ''), coalesce(p_after, ''), croupier_server_now());
    RETURN v_segment;
END )"));
    out << definer(s,
                   QStringLiteral("croupier_log_event(p_attempt bigint, p_token text, p_kind text, p_idx integer,"
                                  " p_ms bigint)"),
                   QStringLiteral("void"), QStringLiteral("plpgsql"), QStringLiteral(R"(
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, true);
    IF p_kind NOT IN ('restart', 'focus-lost', 'focus-back', 'clock-back') THEN
        RAISE EXCEPTION 'croupier: % is not an event of an attempt', p_kind;
    END IF;
    INSERT INTO attempt_events(attempt_id, seq, at, kind, idx, ms)
        VALUES (p_attempt, (SELECT coalesce(max(e.seq), 0) + 1 FROM attempt_events e WHERE e.attempt_id = p_attempt),
                croupier_server_now(), p_kind, p_idx, p_ms);
END )"));
    out << definer(s, QStringLiteral("croupier_attempt_events(p_attempt bigint, p_token text)"),
                   QStringLiteral("TABLE(o_seq integer, o_at text, o_kind text, o_idx integer, o_ms bigint)"),
                   QStringLiteral("plpgsql"), QStringLiteral(R"(
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, false);
    RETURN QUERY SELECT e.seq, e.at, e.kind, e.idx, e.ms FROM attempt_events e WHERE e.attempt_id = p_attempt
        ORDER BY e.seq;
END )"));
    out << definer(s, QStringLiteral("croupier_save_clock(p_attempt bigint, p_token text, p_idx integer, p_elapsed bigint)"),
                   QStringLiteral("void"), QStringLiteral("plpgsql"), QStringLiteral(R"(
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, true);
    DELETE FROM attempt_clock WHERE attempt_id = p_attempt;
    INSERT INTO attempt_clock(attempt_id, idx, elapsed_ms, saved)
        VALUES (p_attempt, p_idx, greatest(p_elapsed, 0), croupier_server_now());
END )"));
    out << definer(s, QStringLiteral("croupier_attempt_clock(p_attempt bigint, p_token text)"),
                   QStringLiteral("TABLE(o_idx integer, o_elapsed bigint, o_saved text)"), QStringLiteral("plpgsql"),
                   QStringLiteral(R"(
BEGIN
    PERFORM croupier_own_attempt(p_attempt, p_token, false);
    RETURN QUERY SELECT c.idx, c.elapsed_ms, c.saved FROM attempt_clock c WHERE c.attempt_id = p_attempt;
END )"));

    // Self-study kept on the server (issue 19, item 7): a trainee is enrolled by
    // registration number with the SHA-256 of a study token (ExamStore::studyToken,
    // Argon2id of the trainee's study passphrase made on the station); after that only
    // that token appends to or reads the trainee's records, each numbered by the
    // server, stamped with its clock on arrival, never changed.
    out << QStringLiteral("CREATE SEQUENCE IF NOT EXISTS %1.croupier_study_record_id").arg(ident(s));
    out << QStringLiteral("SELECT setval(%1, GREATEST((SELECT coalesce(max(id), 0) FROM %2.study_records),"
                          " (SELECT last_value FROM %2.croupier_study_record_id), 1))")
               .arg(QLatin1Char('\'') + QString(ident(s) + QStringLiteral(".croupier_study_record_id")).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\''),
                    ident(s));
    out << definer(s, QStringLiteral("croupier_study_own(p_trainee text, p_token text)"), QStringLiteral("void"),
                   QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_hash text;
BEGIN
    SELECT t.token_hash INTO v_hash FROM study_trainees t WHERE t.trainee_id = btrim(coalesce(p_trainee, ''));
    -- One message whether the number is enrolled or not: a station cannot list who is.
    IF NOT FOUND OR length(coalesce(p_token, '')) < 32 OR v_hash <> croupier_token_hash(p_token) THEN
        RAISE EXCEPTION 'croupier: wrong study passphrase for registration number %', btrim(p_trainee)
            USING ERRCODE = '28P01';
    END IF;
END )"));
    out << definer(s, QStringLiteral("croupier_study_enrol(p_trainee text, p_name text, p_token text)"),
                   QStringLiteral("text"), QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_name text;
BEGIN
    IF length(coalesce(p_token, '')) < 32 THEN
        RAISE EXCEPTION 'croupier: no study token' USING ERRCODE = '42501';
    END IF;
    IF coalesce(p_name, '') !~ '[^[:space:][:cntrl:]]' OR coalesce(p_trainee, '') !~ '[^[:space:][:cntrl:]]'
       OR length(p_name) > 200 OR length(p_trainee) > 100 THEN
        RAISE EXCEPTION 'croupier: the trainee''s name (at most 200 characters) and registration number (100) are needed';
    END IF;
    -- The first enrolment of a number makes it; two stations at once meet at the key.
    INSERT INTO study_trainees(trainee_id, trainee_name, token_hash, enrolled)
        VALUES (btrim(p_trainee), btrim(p_name), croupier_token_hash(p_token), croupier_server_now())
        ON CONFLICT (trainee_id) DO NOTHING;
    PERFORM croupier_study_own(p_trainee, p_token);
    SELECT t.trainee_name INTO v_name FROM study_trainees t WHERE t.trainee_id = btrim(p_trainee);
    RETURN v_name;
END )"));
    out << definer(s,
                   QStringLiteral("croupier_study_append(p_trainee text, p_token text, p_station text, p_kind text,"
                                  " p_body text, p_at text)"),
                   QStringLiteral("bigint"), QStringLiteral("plpgsql"), QStringLiteral(R"(
DECLARE v_id bigint;
BEGIN
    PERFORM croupier_study_own(p_trainee, p_token);
    IF p_kind NOT IN ('session', 'answer', 'finish', 'spot', 'settings') THEN
        RAISE EXCEPTION 'croupier: % is not a self-study record', p_kind;
    END IF;
    IF length(coalesce(p_body, '')) = 0 OR length(p_body) > 8000 OR length(coalesce(p_at, '')) > 40
       OR length(coalesce(p_station, '')) > 200 THEN
        RAISE EXCEPTION 'croupier: a self-study record of at most 8000 characters, with its time, is needed';
    END IF;
    v_id := nextval('croupier_study_record_id');
    INSERT INTO study_records(id, trainee_id, station, kind, body, at, received)
        VALUES (v_id, btrim(p_trainee), coalesce(p_station, ''), p_kind, p_body, coalesce(p_at, ''), croupier_server_now());
    RETURN v_id;
END )"));
    out << definer(s, QStringLiteral("croupier_study_records(p_trainee text, p_token text, p_after bigint)"),
                   QStringLiteral("TABLE(o_id bigint, o_station text, o_kind text, o_body text, o_at text)"),
                   QStringLiteral("plpgsql"), QStringLiteral(R"(
BEGIN
    PERFORM croupier_study_own(p_trainee, p_token);
    RETURN QUERY SELECT r.id, r.station, r.kind, r.body, r.at FROM study_records r
        WHERE r.trainee_id = btrim(p_trainee) AND r.id > coalesce(p_after, 0) ORDER BY r.id;
END )"));

    const Function functions[] = {
        {QStringLiteral("croupier_server_now()"), true},
        {QStringLiteral("croupier_token_hash(text)"), false},
        {QStringLiteral("croupier_own_attempt(bigint, text, boolean)"), false},
        {QStringLiteral("croupier_station_schema()"), true},
        {QStringLiteral("croupier_station_exams()"), true},
        {QStringLiteral("croupier_station_exam(text)"), true},
        {QStringLiteral("croupier_instructor_public_key()"), true},
        {QStringLiteral("croupier_start_attempt(text, text, text, text, bigint, text)"), true},
        {QStringLiteral("croupier_attempt(bigint, text)"), true},
        {QStringLiteral("croupier_attempt_answers(bigint, text)"), true},
        {QStringLiteral("croupier_record_answer(bigint, text, integer, text, integer, bigint, integer, integer, text)"), true},
        {QStringLiteral("croupier_finish_attempt(bigint, text, text)"), true},
        {QStringLiteral("croupier_begin_segment(bigint, text, text, text)"), true},
        {QStringLiteral("croupier_log_event(bigint, text, text, integer, bigint)"), true},
        {QStringLiteral("croupier_attempt_events(bigint, text)"), true},
        {QStringLiteral("croupier_save_clock(bigint, text, integer, bigint)"), true},
        {QStringLiteral("croupier_attempt_clock(bigint, text)"), true},
        {QStringLiteral("croupier_study_own(text, text)"), false},
        {QStringLiteral("croupier_study_enrol(text, text, text)"), true},
        {QStringLiteral("croupier_study_append(text, text, text, text, text, text)"), true},
        {QStringLiteral("croupier_study_records(text, text, bigint)"), true},
    };
    for (const Function &f : functions) {
        // Functions are executable by PUBLIC unless taken back.
        out << QStringLiteral("REVOKE ALL ON FUNCTION %1.%2 FROM PUBLIC").arg(ident(s), f.signature);
        if (f.station)
            out << QStringLiteral("GRANT EXECUTE ON FUNCTION %1.%2 TO %3").arg(ident(s), f.signature, r);
    }
    return out;
}

} // namespace croupier::StationRole
