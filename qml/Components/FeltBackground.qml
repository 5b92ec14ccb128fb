import QtQuick
import Croupier

// The green baize under every page. The texture is a smooth gradient, so it is
// rasterised at a quarter of the window's size and scaled up: a full-size SVG
// costs a frame's time at start-up. The light theme draws a daylight felt.
Item {
    Image {
        anchors.fill: parent
        visible: Theme.dark
        source: Theme.feltTexture
        sourceSize.width: Math.max(1, Math.ceil(width / 4))
        sourceSize.height: Math.max(1, Math.ceil(height / 4))
        fillMode: Image.Stretch
        smooth: true
        cache: false
    }
    Rectangle {
        anchors.fill: parent
        visible: !Theme.dark
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.feltLight }
            GradientStop { position: 1.0; color: Theme.felt }
        }
    }
}
