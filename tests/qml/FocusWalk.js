.pragma library
// Where the keyboard is, for the tests that walk pages by the keyboard alone (issue 17,
// item 1): tst_keyboardwalk.qml, tst_classroomstation.qml, tst_classroomdesk.qml.

/// The item holding the keyboard in @p window (a test's root.Window.window), null if none.
function focusItem(window) {
    return window ? window.activeFocusItem : null
}

/// Whether @p item is @p ancestor or lies under it.
function within(item, ancestor) {
    for (let i = item; i; i = i.parent)
        if (i === ancestor)
            return true
    return false
}

/// @p item and its parent by name, for a failure's message.
function describe(item) {
    if (!item)
        return "nothing"
    const name = item.objectName !== "" ? item.objectName : String(item)
    return name + (item.parent ? " in " + (item.parent.objectName !== "" ? item.parent.objectName : String(item.parent)) : "")
}

/// Fails @p test (a TestCase) unless the keyboard in @p window comes to @p page within 3 s,
/// naming @p step.
function verifyPageHoldsKeys(test, window, page, step) {
    test.tryVerify(() => within(focusItem(window), page), 3000,
                   step + ": the keyboard is on " + describe(focusItem(window)) + ", not on the page")
}
