import QtQuick
import Croupier

// The green baize under every page.
Image {
    source: Theme.feltTexture
    sourceSize.width: Math.max(1, width)
    sourceSize.height: Math.max(1, height)
    fillMode: Image.Stretch
    smooth: true
    cache: false
}
