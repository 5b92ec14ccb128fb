import QtQuick
import Croupier

// One die (assets/dice/). Rolling tumbles it through random faces before it
// settles on `face`.
Item {
    id: die

    /// 1–6; 0 shows no die.
    property int face: 1
    property real size: Theme.dieSize
    /// The face on show while it tumbles.
    property int shown: face
    readonly property bool rolling: tumble.running

    width: size
    height: size
    visible: face > 0
    Accessible.role: Accessible.Graphic
    //: A die on the craps table; %1 is the number on top.
    Accessible.name: qsTr("Die showing %1").arg(face)

    /// Throws the die: it tumbles for Theme.slow and lands on `face`.
    function roll() {
        if (Theme.slow === 0) {
            shown = face
            return
        }
        tumble.restart()
    }

    onFaceChanged: if (!tumble.running) shown = face

    SequentialAnimation {
        id: tumble

        loops: 1
        ParallelAnimation {
            NumberAnimation { target: body; property: "rotation"; from: -200; to: 0; duration: Theme.slow; easing.type: Easing.OutCubic }
            NumberAnimation { target: faces; property: "n"; from: 0; to: 8; duration: Theme.slow }
        }
        ScriptAction { script: die.shown = die.face }
    }
    QtObject {
        id: faces

        property int n: 0

        onNChanged: if (tumble.running) die.shown = 1 + (n * 7 + die.face) % 6
    }
    Image {
        id: body

        anchors.fill: parent
        source: Theme.dieAsset(die.shown)
        sourceSize.width: Math.ceil(die.size * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(die.size * Screen.devicePixelRatio)
    }
}
