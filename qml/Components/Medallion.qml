import QtQuick
import Croupier

// A round gold-rimmed plaque holding an icon, like the markers on a layout.
Rectangle {
    id: medallion

    property url iconSource

    implicitWidth: Theme.medallionSize
    implicitHeight: Theme.medallionSize
    radius: width / 2
    border.width: 2
    border.color: Theme.gold
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.feltLight }
        GradientStop { position: 1.0; color: Theme.feltDeep }
    }

    Image {
        anchors.centerIn: parent
        source: medallion.iconSource
        sourceSize.width: Math.round(medallion.width * 0.68)
        sourceSize.height: Math.round(medallion.height * 0.68)
        Accessible.ignored: true
    }
}
