import QtQuick

// The three ways to train at every game. The labels are translated where they
// are shown, with qsTranslate("ModeListModel", ...).
ListModel {
    ListElement {
        mode: "drills"
        //: A training mode: short exercises on one skill (payouts, drawing rules...).
        label: QT_TR_NOOP("Drills")
        iconName: "drills"
    }
    ListElement {
        mode: "free-play"
        //: A training mode: deal a whole game at your own pace.
        label: QT_TR_NOOP("Free play")
        iconName: "free-play"
    }
    ListElement {
        mode: "exams"
        //: A training mode: a timed, scored test.
        label: QT_TR_NOOP("Exams")
        iconName: "exams"
    }
}
