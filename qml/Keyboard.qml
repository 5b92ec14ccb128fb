pragma Singleton

import QtQuick

// The keys of the trainee's keyboard: a letter typed on a Greek layout counts as
// the Latin letter on the same key (δ is D, σ is S, ς is W), so every shortcut
// works whichever layout is on.
QtObject {
    /// The Latin letter on the same key as @p text, lower case ("Δ" → "d");
    /// any other text lower-cased as it is.
    function latinKey(text: string): string {
        const greek = "αβψδεφγηιξκλμνοπρστθωςχυζ"
        const latin = "abcdefghijklmnoprstuvwxyz"
        const t = text.toLowerCase()
        // One letter only: indexOf("") is 0, which would read a key without text
        // (F1, the arrows) as A.
        if (t.length !== 1)
            return t
        const i = greek.indexOf(t)
        return i >= 0 ? latin[i] : t
    }
}
