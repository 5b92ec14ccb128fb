pragma Singleton

import QtQuick
import Croupier.App

// The keys of the trainee's keyboard: a letter typed on a Greek layout counts as
// the Latin letter on the same key (δ is D, σ is S, ς is W), so every shortcut
// works whichever layout is on.
QtObject {
    /// The Latin letter on the same key as @p text, lower case ("Δ" → "d");
    /// any other text lower-cased as it is.
    /// The letters of a Greek keyboard and, at the same place, the Latin letters on
    /// their keys (Q has no Greek letter).
    readonly property string greekLetters: "αβψδεφγηιξκλμνοπρστθωςχυζ"
    readonly property string latinLetters: "abcdefghijklmnoprstuvwxyz"

    function latinKey(text: string): string {
        const greek = greekLetters
        const latin = latinLetters
        const t = text.toLowerCase()
        // One letter only: indexOf("") is 0, which would read a key without text
        // (F1, the arrows) as A.
        if (t.length !== 1)
            return t
        const i = greek.indexOf(t)
        return i >= 0 ? latin[i] : t
    }

    /// The Greek letter on the same key as the Latin letter @p latin ("d" → "Δ"), upper
    /// case; "" for a key with no Greek letter (Q, the digits, Enter).
    function greekKey(latin: string): string {
        const greek = greekLetters
        const latinKeys = latinLetters
        if (latin.length !== 1)
            return ""
        const i = latinKeys.indexOf(latin.toLowerCase())
        // ς is on W, and has no capital: the key is marked Σ on a Greek keyboard's W.
        return i < 0 ? "" : greek[i] === "ς" ? "ς" : greek[i].toUpperCase()
    }

    /// A key's hint as the reader's keyboard shows it: "D" in English, "D/Δ" in Greek
    /// (issue 17: no Latin hint alone on a Greek page). Keys that are words (Enter)
    /// and keys with no Greek letter stay as they are. Binds to the language.
    function hint(key: string): string {
        const upper = key.length === 1 ? key.toUpperCase() : key
        const greek = LanguageManager.language === "el" ? greekKey(key) : ""
        // A Greek capital drawn like the Latin one (Ν, Κ, Τ...) is the same key cap: once.
        if (greek !== "" && "ABEHIKMNOTXYZ".includes(upper))
            return greek
        return greek === "" ? upper : upper + "/" + greek
    }
}
