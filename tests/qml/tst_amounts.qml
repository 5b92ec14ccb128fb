import QtQuick
import QtTest
import Croupier
import Croupier.App

// Amounts, the one way QML writes and reads money (issue 13, item 3): in the
// language LanguageManager has chosen, what it writes reads back as the same
// amount, and Theme.formatMoney is the same formatter.
Item {
    id: root

    width: 400
    height: 200

    // A binding that shows an amount, as every table does: it must follow a language switch.
    Text {
        id: shown

        text: Theme.formatMoney("1234.5")
    }

    TestCase {
        name: "Amounts"
        when: windowShown

        function cleanupTestCase() {
            LanguageManager.language = "en"
        }

        // Worked by hand: Greek writes 1.234,50, English 1,234.50. A lone separator
        // before three digits is the reader's own; any other is read by its place.
        function test_parse_data() {
            return [
                { tag: "Greek 1,250 is 1.25", language: "el", typed: "1,250", amount: "1.25" },
                { tag: "Greek 1.250 is 1250", language: "el", typed: "1.250", amount: "1250" },
                { tag: "Greek 12,5 is 12.5", language: "el", typed: "12,5", amount: "12.5" },
                { tag: "Greek 12.5 is 12.5", language: "el", typed: "12.5", amount: "12.5" },
                { tag: "Greek 1.234,50 is 1234.5", language: "el", typed: "1.234,50", amount: "1234.5" },
                { tag: "Greek 1,234.50 is 1234.5", language: "el", typed: "1,234.50", amount: "1234.5" },
                { tag: "English 1,250 is 1250", language: "en", typed: "1,250", amount: "1250" },
                { tag: "English 1.250 is 1.25", language: "en", typed: "1.250", amount: "1.25" },
                { tag: "English 12,5 is 12.5", language: "en", typed: "12,5", amount: "12.5" },
                { tag: "English 12.5 is 12.5", language: "en", typed: "12.5", amount: "12.5" },
                { tag: "English 1.234,50 is 1234.5", language: "en", typed: "1.234,50", amount: "1234.5" },
                { tag: "English 1,234.50 is 1234.5", language: "en", typed: "1,234.50", amount: "1234.5" },
            ]
        }
        function test_parse(row) {
            LanguageManager.language = row.language
            const r = Amounts.parse(row.typed)
            verify(r.ok, r.error)
            compare(r.amount, row.amount)
            compare(r.error, "")
        }

        // Whatever is shown, typed back, is the same amount.
        function test_roundTrip_data() {
            const rows = []
            for (const language of ["el", "en"])
                for (const amount of ["0", "0.5", "7.5", "0.125", "1.125", "999", "1000", "1120", "1234.5",
                                      "99999.99", "1234567.89"])
                    rows.push({ tag: language + " " + amount, language: language, amount: amount })
            return rows
        }
        function test_roundTrip(row) {
            LanguageManager.language = row.language
            const r = Amounts.parse(Theme.formatMoney(row.amount))
            verify(r.ok, r.error)
            compare(r.amount, row.amount)
        }

        function test_format_data() {
            return [
                { tag: "Greek groups with a point", language: "el", amount: "1120", written: "1.120" },
                { tag: "Greek cents with a comma", language: "el", amount: "1234.5", written: "1.234,50" },
                { tag: "English groups with a comma", language: "en", amount: "1120", written: "1,120" },
                { tag: "English cents with a point", language: "en", amount: "1234.5", written: "1,234.50" },
                { tag: "empty stays empty", language: "en", amount: "", written: "" },
            ]
        }
        function test_format(row) {
            LanguageManager.language = row.language
            compare(Amounts.format(row.amount), row.written)
            compare(Theme.formatMoney(row.amount), row.written)
        }

        function test_bindingFollowsTheLanguage() {
            LanguageManager.language = "el"
            compare(shown.text, "1.234,50")
            LanguageManager.language = "en"
            compare(shown.text, "1,234.50")
        }

        // At a table whose smallest chip is 1, the English 1.250 is 1.25: refused, the chip named.
        function test_partOfAChipIsRefused() {
            LanguageManager.language = "en"
            const r = Amounts.parse("1.250", "1")
            verify(!r.ok)
            compare(r.amount, "")
            verify(r.error.indexOf("smallest chip is 1") >= 0, r.error)
            verify(Amounts.parse("1,250", "1").ok)
        }

        function test_notAnAmountSaysHowToWriteIt() {
            LanguageManager.language = "el"
            const r = Amounts.parse("abc")
            verify(!r.ok)
            verify(r.error.indexOf("1.234,50") >= 0, r.error)
        }
    }
}
