pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtCharts
import Croupier
import Croupier.App

// A trainee's progress (issue 7): per-topic accuracy and mean time by day as line
// charts, the heat-maps of the baccarat tableau and of the craps layout (where the
// trainee stands, cell by cell), personal bests and the session history.
Page {
    id: page

    /// The profile's id (--set profile=<id>); 0 takes the first profile.
    property int profile: 0
    readonly property bool settled: true

    // Re-read after every write and on a language switch.
    property int revision: 0
    readonly property int who: profile > 0 ? profile : firstProfile()
    readonly property var days: revision >= 0 && who > 0 ? StudyDatabase.days(who) : []
    readonly property var sessions: revision >= 0 && who > 0 ? StudyDatabase.sessions(who) : []
    readonly property var bests: revision >= 0 && who > 0 ? StudyDatabase.personalBests(who) : ({})
    readonly property var baccaratHeat: revision >= 0 && who > 0 ? StudyDatabase.heatMap(who, "baccarat.draw") : ({})
    readonly property var crapsHeat: revision >= 0 && who > 0 ? StudyDatabase.heatMap(who, "craps.roll") : ({})
    /// Spot the error (issue 18): per error kind, the rounds, detections, false alarms and mean delay.
    readonly property var spots: revision >= 0 && who > 0 ? StudyDatabase.spotFigures(who) : []
    /// Every day with answers, oldest first, and the topics answered.
    readonly property var dayList: Array.from(new Set(days.map(d => d.day))).sort()
    readonly property var topicList: Array.from(new Set(days.map(d => d.topic)))
    /// Personal bests, past sessions or spot the error's figures to list.
    readonly property bool hasHistory: sessions.length > 0 || Object.keys(bests).length > 0 || spots.length > 0
    readonly property string profileName: {
        const p = revision >= 0 ? StudyDatabase.profiles().find(q => q.id === who) : undefined
        return p !== undefined ? p.name : ""
    }

    /// Two columns (the charts, then the bests and the sessions; beside them the heat-maps)
    /// where the window is wide enough, else one.
    readonly property bool wide: width > 1150

    objectName: "progressPage"
    background: null
    padding: Theme.spacingLarge
    //: The title of the progress page. %1 the trainee's name.
    title: profileName !== "" ? qsTr("Progress of %1").arg(profileName)
                              //: The progress page's title before a trainee is chosen.
                              : qsTr("Progress")

    function firstProfile(): int {
        const list = StudyDatabase.profiles()
        return list.length > 0 ? list[0].id : 0
    }
    function uiLocale() {
        return Theme.locale
    }
    function seconds(ms: real): string {
        return (ms / 1000).toLocaleString(uiLocale(), "f", 1)
    }
    /// A colour between danger (0 % right) and success (100 %).
    function heatColour(attempts: int, correct: int): color {
        if (attempts === 0)
            return Theme.panel
        const t = correct / attempts
        const a = Theme.danger
        const b = Theme.success
        return Qt.rgba(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 0.9)
    }
    function shortDay(day: string): string {
        return day.substring(8, 10) + "/" + day.substring(5, 7)
    }

    Connections {
        target: StudyDatabase
        function onChanged() { page.revision++ }
    }
    Connections {
        target: LanguageManager
        function onLanguageChanged() { page.revision++ }
    }

    StudySession {
        id: words

        profile: page.who
        language: LanguageManager.language
    }
    /// The schedule (issue 19): due by day this week, and the retention if nothing is reviewed.
    readonly property var today: revision >= 0 && page.who > 0 && words.profile > 0 ? words.dayPlan() : ({})
    readonly property var retention: revision >= 0 && page.who > 0 && words.profile > 0 ? words.retentionCurve(30) : []

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            width: flick.width
            spacing: Theme.spacing

            Label {
                objectName: "progressTitle"
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
            }
            Label {
                visible: page.days.length === 0
                //: The progress page of a trainee without answers yet.
                text: qsTr("No answers yet: run a self-study session and your progress appears here.")
                color: Theme.muted
            }

            GridLayout {
                columns: page.wide ? 2 : 1
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacing
                Layout.fillWidth: true

                // --- Charts, one per topic.
                ColumnLayout {
                    id: chartsColumn

                    // No charts and (where wide) no bests or sessions in it yet: the heat-maps
                    // take the width rather than stand beside an empty column.
                    visible: page.topicList.length > 0 || page.wide && page.hasHistory
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    // Its own height (the bests and the sessions close under the charts), not the
                    // heat-maps' beside it.
                    Layout.fillHeight: false
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 1

                    Repeater {
                        model: page.topicList

                        delegate: Rectangle {
                            id: chartCard

                            required property string modelData
                            readonly property var points: page.dayList.map(day => {
                                const d = page.days.find(e => e.day === day && e.topic === modelData)
                                return d === undefined ? null
                                    : { accuracy: d.answered > 0 ? 100 * d.correct / d.answered : 0, meanMs: d.meanMs }
                            })

                            objectName: "chart-" + modelData
                            color: Theme.panel
                            border.color: Theme.rim
                            radius: Theme.radius
                            implicitHeight: 250
                            Layout.fillWidth: true
                            Accessible.role: Accessible.Chart
                            //: Accessible name of a progress chart. %1 the topic.
                            Accessible.name: qsTr("Accuracy and time by day: %1").arg(DrillCatalog.title(modelData))

                            Label {
                                id: chartTitle

                                x: Theme.spacing
                                y: Theme.spacingSmall
                                text: LanguageManager.language.length >= 0 ? DrillCatalog.title(chartCard.modelData) : ""
                                color: Theme.cream
                                font.bold: true
                                font.pixelSize: Theme.fontSizeLarge
                            }
                            ChartView {
                                id: chart

                                /// The day of each point (ms since the epoch, noon UTC).
                                readonly property var times: page.dayList.map(day => Date.parse(day + "T12:00:00Z"))
                                // Whole seconds on the four ticks.
                                readonly property real maxSeconds: 4 * Math.ceil(Math.max(...chartCard.points
                                    .filter(p => p !== null).map(p => p.meanMs / 1000), 1) / 4)
                                /// The point under the pointer, in words ("20/11: 85 %").
                                property string hoverText: ""
                                property point hoverAt

                                objectName: "chartView-" + chartCard.modelData
                                anchors.fill: parent
                                anchors.topMargin: chartTitle.height + Theme.spacingSmall
                                antialiasing: true
                                // The theme first: it sets every colour, the felt's panel shows through after.
                                theme: Theme.dark ? ChartView.ChartThemeDark : ChartView.ChartThemeLight
                                backgroundColor: "transparent"
                                plotAreaColor: "transparent"
                                legend.alignment: Qt.AlignTop
                                legend.labelColor: Theme.text
                                legend.font.pixelSize: Theme.fontSizeSmall + 1
                                margins { top: 0; bottom: 0; left: 4; right: 4 }
                                Accessible.ignored: true

                                function fill() {
                                    accuracy.clear()
                                    time.clear()
                                    for (let i = 0; i < chartCard.points.length; ++i) {
                                        const p = chartCard.points[i]
                                        if (p === null)
                                            continue
                                        accuracy.append(times[i], p.accuracy)
                                        time.append(times[i], p.meanMs / 1000)
                                    }
                                }
                                Component.onCompleted: fill()
                                Connections {
                                    target: chartCard
                                    function onPointsChanged() { chart.fill() }
                                }

                                DateTimeAxis {
                                    id: dayAxis

                                    format: "dd/MM"
                                    // One day alone: a day either side, so its point is not on the frame.
                                    min: new Date(chart.times.length > 0 ? chart.times[0] - (chart.times.length === 1 ? 86400000 : 0) : 0)
                                    max: new Date(chart.times.length > 0 ? chart.times[chart.times.length - 1] + (chart.times.length === 1 ? 86400000 : 0) : 86400000)
                                    tickCount: Math.min(8, Math.max(2, chart.times.length))
                                    labelsColor: Theme.muted
                                    gridLineColor: Theme.printingFaint
                                }
                                ValueAxis {
                                    id: percentAxis

                                    min: 0
                                    max: 100
                                    tickCount: 5
                                    labelFormat: "%d"
                                    labelsColor: Theme.muted
                                    gridLineColor: Theme.printingFaint
                                }
                                ValueAxis {
                                    id: secondsAxis

                                    min: 0
                                    max: chart.maxSeconds
                                    tickCount: 5
                                    labelFormat: "%d"
                                    labelsColor: Theme.muted
                                    gridVisible: false
                                }
                                LineSeries {
                                    id: accuracy

                                    //: Chart legend: the gold line, share of right answers (left axis).
                                    name: qsTr("Right answers, % (left)")
                                    axisX: dayAxis
                                    axisY: percentAxis
                                    color: Theme.goldLight
                                    width: 2.5
                                    pointsVisible: true
                                    onHovered: (point, state) => {
                                        chart.hoverText = state ? page.shortDay(new Date(point.x).toISOString().substring(0, 10))
                                                                  + ": " + Math.round(point.y) + " %" : ""
                                        chart.hoverAt = chart.mapToPosition(point, accuracy)
                                    }
                                }
                                LineSeries {
                                    id: time

                                    //: Chart legend: the pale line, mean time of the right answers (right axis).
                                    name: qsTr("Mean time, s (right)")
                                    axisX: dayAxis
                                    axisYRight: secondsAxis
                                    color: Theme.cream
                                    width: 2
                                    style: Qt.DashLine
                                    pointsVisible: true
                                    onHovered: (point, state) => {
                                        chart.hoverText = state ? page.shortDay(new Date(point.x).toISOString().substring(0, 10))
                                                                  + ": " + page.seconds(point.y * 1000) + " s" : ""
                                        chart.hoverAt = chart.mapToPosition(point, time)
                                    }
                                }
                                // The value under the pointer.
                                Label {
                                    objectName: "chartHover"
                                    visible: chart.hoverText !== ""
                                    x: Math.min(chart.width - width, chart.hoverAt.x + 8)
                                    y: Math.max(0, chart.hoverAt.y - height - 6)
                                    text: chart.hoverText
                                    color: Theme.feltDeep
                                    padding: 4
                                    background: Rectangle { color: Theme.goldLight; radius: 4 }
                                }
                            }
                        }
                    }
                }

                // --- Heat-maps.
                ColumnLayout {
                    spacing: Theme.spacing
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 1

                    Rectangle {
                        objectName: "baccaratHeatMap"
                        color: Theme.panel
                        border.color: Theme.rim
                        radius: Theme.radius
                        implicitHeight: baccaratColumn.implicitHeight + 2 * Theme.spacing
                        implicitWidth: baccaratColumn.implicitWidth + 2 * Theme.spacing
                        Layout.fillWidth: true

                        Column {
                            id: baccaratColumn

                            x: Theme.spacing
                            y: Theme.spacing
                            spacing: 2

                            Label {
                                //: Heading of the baccarat heat-map: Banco's draws by its total and Punto's third card.
                                text: qsTr("Tableau: Banco's total against Punto's third card")
                                color: Theme.cream
                                font.bold: true
                                font.pixelSize: Theme.fontSizeLarge
                                bottomPadding: Theme.spacingTiny
                                // Within the card: the Greek heading takes two lines.
                                width: baccaratColumn.parent.width - 2 * Theme.spacing
                                wrapMode: Text.WordWrap
                            }
                            Row {
                                spacing: 2
                                Label {
                                    width: 64
                                    //: Column header of the heat-map's row labels: Banco's two-card total.
                                    text: qsTr("Banco")
                                    color: Theme.muted
                                    font.pixelSize: Theme.fontSizeSmall
                                }
                                Repeater {
                                    //: Heat-map column: Punto did not draw a third card. Keep short.
                                    model: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", qsTr("stood")]
                                    delegate: Label {
                                        required property string modelData
                                        width: 38
                                        horizontalAlignment: Text.AlignHCenter
                                        text: modelData
                                        color: Theme.muted
                                        font.pixelSize: Theme.fontSizeSmall
                                    }
                                }
                            }
                            Repeater {
                                // Banco 0–7 as the tableau; 8 and 9 (naturals, Banco stands) too.
                                model: 10

                                delegate: Row {
                                    id: bancoRow

                                    required property int index

                                    spacing: 2
                                    Label {
                                        width: 64
                                        height: 26
                                        verticalAlignment: Text.AlignVCenter
                                        text: bancoRow.index
                                        color: Theme.text
                                        font.bold: true
                                    }
                                    Repeater {
                                        model: 11

                                        delegate: Rectangle {
                                            id: heatCell

                                            required property int index
                                            readonly property string key: "banker:" + bancoRow.index + ":" + (index === 10 ? "x" : index)
                                            readonly property var record: page.baccaratHeat[key]
                                            readonly property int attempts: record !== undefined ? record.attempts : 0
                                            readonly property int rightCount: record !== undefined ? record.correct : 0

                                            objectName: "heat-" + key
                                            width: 38
                                            height: 26
                                            radius: 3
                                            color: page.heatColour(attempts, rightCount)
                                            border.color: Theme.rim
                                            Accessible.role: Accessible.Cell
                                            //: Accessible name of a heat-map cell. %1 the cell, %2 right, %3 attempts.
                                            Accessible.name: qsTr("%1: %2 of %3 right").arg(words.describeCell("baccarat.draw", key)).arg(rightCount).arg(attempts)

                                            Label {
                                                anchors.centerIn: parent
                                                visible: heatCell.attempts > 0
                                                text: heatCell.attempts
                                                color: Theme.cream
                                                font.pixelSize: Theme.fontSizeSmall
                                                font.bold: true
                                            }
                                        }
                                    }
                                }
                            }
                            Row {
                                spacing: 2
                                topPadding: Theme.spacingTiny
                                Label {
                                    width: 64
                                    height: 26
                                    verticalAlignment: Text.AlignVCenter
                                    //: Heat-map row: Punto's own draw, by its two-card total.
                                    text: qsTr("Punto")
                                    color: Theme.text
                                    font.bold: true
                                }
                                Repeater {
                                    model: 10

                                    delegate: Rectangle {
                                        id: puntoCell

                                        required property int index
                                        readonly property string key: "player:" + index
                                        readonly property var record: page.baccaratHeat[key]
                                        readonly property int attempts: record !== undefined ? record.attempts : 0

                                        objectName: "heat-" + key
                                        width: 38
                                        height: 26
                                        radius: 3
                                        color: page.heatColour(attempts, record !== undefined ? record.correct : 0)
                                        border.color: Theme.rim
                                        Accessible.role: Accessible.Cell
                                        Accessible.name: qsTr("%1: %2 of %3 right").arg(words.describeCell("baccarat.draw", key))
                                            .arg(record !== undefined ? record.correct : 0).arg(attempts)

                                        Label {
                                            anchors.centerIn: parent
                                            text: puntoCell.attempts > 0 ? puntoCell.attempts : puntoCell.index
                                            color: puntoCell.attempts > 0 ? Theme.cream : Theme.muted
                                            font.pixelSize: Theme.fontSizeSmall
                                            font.bold: puntoCell.attempts > 0
                                        }
                                    }
                                }
                            }
                            Label {
                                //: Heat-map legend.
                                text: qsTr("Each cell: how many times asked; red mostly wrong, green mostly right.")
                                color: Theme.muted
                                font.pixelSize: Theme.fontSizeSmall
                                topPadding: Theme.spacingTiny
                            }
                        }
                    }

                    Rectangle {
                        id: crapsCard

                        objectName: "crapsHeatMap"
                        // Each record names its cell's parts (StudyStore::heatMap): the bets come from them.
                        readonly property var bets: Array.from(new Set(Object.values(page.crapsHeat).map(r => r.cell.bet))).sort()

                        color: Theme.panel
                        border.color: Theme.rim
                        radius: Theme.radius
                        implicitHeight: crapsColumn.implicitHeight + 2 * Theme.spacing
                        Layout.fillWidth: true

                        Column {
                            id: crapsColumn

                            x: Theme.spacing
                            y: Theme.spacing
                            spacing: 2

                            Label {
                                //: Heading of the craps heat-map: each bet by the dice total.
                                text: qsTr("Craps layout: each bet by the dice total")
                                color: Theme.cream
                                font.bold: true
                                font.pixelSize: Theme.fontSizeLarge
                                bottomPadding: Theme.spacingTiny
                            }
                            Label {
                                visible: crapsCard.bets.length === 0
                                //: The craps heat-map before any craps answer.
                                text: qsTr("No craps answers yet.")
                                color: Theme.muted
                            }
                            Row {
                                visible: crapsCard.bets.length > 0
                                spacing: 2
                                Item { width: 170; height: 1 }
                                Repeater {
                                    model: 11
                                    delegate: Label {
                                        required property int index
                                        width: 30
                                        horizontalAlignment: Text.AlignHCenter
                                        text: index + 2
                                        color: Theme.muted
                                        font.pixelSize: Theme.fontSizeSmall
                                    }
                                }
                            }
                            Repeater {
                                model: crapsCard.bets

                                delegate: Row {
                                    id: betRow

                                    required property string modelData

                                    spacing: 2
                                    Label {
                                        width: 170
                                        height: 22
                                        verticalAlignment: Text.AlignVCenter
                                        text: words.crapsBetLabel(betRow.modelData)
                                        elide: Text.ElideRight
                                        color: Theme.text
                                        font.pixelSize: Theme.fontSizeSmall
                                    }
                                    Repeater {
                                        model: 11

                                        delegate: Rectangle {
                                            id: crapsCell

                                            required property int index
                                            readonly property string key: betRow.modelData + ":" + (index + 2)
                                            readonly property var record: page.crapsHeat[key]
                                            readonly property int attempts: record !== undefined ? record.attempts : 0

                                            objectName: "heat-" + key
                                            width: 30
                                            height: 22
                                            radius: 3
                                            color: page.heatColour(attempts, record !== undefined ? record.correct : 0)
                                            border.color: Theme.rim
                                            Accessible.role: Accessible.Cell
                                            Accessible.name: qsTr("%1: %2 of %3 right").arg(words.describeCell("craps.roll", key))
                                                .arg(record !== undefined ? record.correct : 0).arg(attempts)

                                            Label {
                                                anchors.centerIn: parent
                                                visible: crapsCell.attempts > 0
                                                text: crapsCell.attempts
                                                color: Theme.cream
                                                font.pixelSize: Theme.fontSizeSmall
                                                font.bold: true
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                    // The schedule: the week's due cells (squares) and the retention curve (line).
                    Rectangle {
                        objectName: "scheduleChart"
                        visible: page.retention.length > 0
                        color: Theme.panel
                        border.color: Theme.rim
                        radius: Theme.radius
                        implicitHeight: 250
                        Layout.fillWidth: true
                        Accessible.role: Accessible.Chart
                        //: Accessible name of the schedule chart. %1 the cells due each day, %2 the retention in 30 days.
                        Accessible.name: qsTr("Due this week: %1. Retention in 30 days without review: %2 %")
                            .arg((page.today.forecast || []).join(", ")).arg(Math.round(page.retention[30] || 0))

                        Label {
                            id: scheduleTitle

                            x: Theme.spacing
                            y: Theme.spacingSmall
                            //: Title of the schedule chart on the progress page.
                            text: qsTr("Your schedule")
                            color: Theme.cream
                            font.bold: true
                            font.pixelSize: Theme.fontSizeLarge
                        }
                        ChartView {
                            id: scheduleView

                            objectName: "scheduleView"
                            anchors.fill: parent
                            anchors.topMargin: scheduleTitle.height + Theme.spacingSmall
                            antialiasing: true
                            theme: Theme.dark ? ChartView.ChartThemeDark : ChartView.ChartThemeLight
                            backgroundColor: "transparent"
                            plotAreaColor: "transparent"
                            legend.alignment: Qt.AlignTop
                            legend.labelColor: Theme.text
                            legend.font.pixelSize: Theme.fontSizeSmall + 1
                            margins { top: 0; bottom: 0; left: 4; right: 4 }
                            Accessible.ignored: true

                            ValueAxis {
                                id: daysAxis

                                min: 0
                                max: 30
                                tickCount: 7
                                labelFormat: "%d"
                                labelsColor: Theme.muted
                                gridLineColor: Theme.printingFaint
                                //: The schedule chart's axis: days from today.
                                titleText: qsTr("days from today")
                            }
                            ValueAxis {
                                id: dueAxis

                                min: 0
                                max: Math.max(4, 4 * Math.ceil(Math.max(...(page.today.forecast || [0])) / 4))
                                tickCount: 5
                                labelFormat: "%d"
                                labelsColor: Theme.muted
                                gridLineColor: Theme.printingFaint
                            }
                            ValueAxis {
                                id: keptAxis

                                min: 0
                                max: 100
                                tickCount: 5
                                labelFormat: "%d"
                                labelsColor: Theme.muted
                                gridVisible: false
                            }
                            ScatterSeries {
                                id: dueSeries

                                //: Schedule chart legend: the cells falling due on each of the next seven days (left axis).
                                name: qsTr("Due that day (left)")
                                axisX: daysAxis
                                axisY: dueAxis
                                color: Theme.goldLight
                                markerSize: 12
                                markerShape: ScatterSeries.MarkerShapeRectangle
                            }
                            LineSeries {
                                id: keptSeries

                                //: Schedule chart legend: the mean chance of recalling the cells met if none is reviewed (right axis).
                                name: qsTr("Retained if not reviewed, % (right)")
                                axisX: daysAxis
                                axisYRight: keptAxis
                                color: Theme.cream
                                width: 2
                            }
                            function fill() {
                                dueSeries.clear()
                                keptSeries.clear()
                                const due = page.today.forecast || []
                                for (let d = 0; d < due.length; ++d)
                                    dueSeries.append(d, due[d])
                                for (let d = 0; d < page.retention.length; ++d)
                                    keptSeries.append(d, page.retention[d])
                            }
                            Component.onCompleted: fill()
                            Connections {
                                target: page
                                function onRetentionChanged() { scheduleView.fill() }
                            }
                        }
                    }
                }
            }

            // --- Personal bests and session history: beside each other under the heat-maps
            // (one column), or one above the other under the charts (two columns).
            GridLayout {
                objectName: "history"
                parent: page.wide ? chartsColumn : column
                // Nothing to list yet (no session): no headings over nothing; the page's
                // line under its title already says there are no answers.
                visible: page.hasHistory
                columns: page.wide ? 1 : 2
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacing
                Layout.fillWidth: true
                // Moved from one column to the other (and the bests' lines wrapped anew): the
                // heights as they are now, not as they were (Qt 6.4 keeps the old ones).
                Layout.preferredHeight: implicitHeight

                ColumnLayout {
                    spacing: Theme.spacingTiny
                    Layout.alignment: Qt.AlignTop
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: implicitHeight

                    Label {
                        //: Heading: the trainee's best results per topic.
                        text: qsTr("Personal bests")
                        color: Theme.gold
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                    }
                    Repeater {
                        model: Object.keys(page.bests)

                        delegate: Label {
                            required property string modelData
                            readonly property var best: page.bests[modelData]

                            objectName: "best-" + modelData
                            //: A personal best. %1 topic, %2 points, %3 streak, %4 seconds.
                            text: qsTr("%1: %2 points · streak %3 · fastest %4 s").arg(DrillCatalog.title(modelData))
                                .arg(best.bestPoints).arg(best.bestStreak).arg(page.seconds(best.fastestMs))
                            color: Theme.text
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                }
                ColumnLayout {
                    objectName: "spotFigures"
                    visible: page.spots.length > 0
                    spacing: Theme.spacingTiny
                    Layout.alignment: Qt.AlignTop
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: implicitHeight

                    Label {
                        //: Heading: spot the error's figures per error kind (issue 18)
                        text: qsTr("Spot the error: detection by kind")
                        color: Theme.gold
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                    }
                    Repeater {
                        // The clean rounds ("none") count only their false alarms.
                        model: page.spots

                        delegate: Label {
                            required property var modelData

                            objectName: "spot-" + modelData.kind
                            text: modelData.kind === "none"
                                  //: Spot the error, rounds with no error: %1 rounds, %2 false alarms
                                  ? qsTr("Rounds with no error: %1 · false alarms %2").arg(modelData.rounds).arg(modelData.falseAlarms)
                                  //: Spot the error, one kind: %1 the error, %2 detected, %3 rounds, %4 per cent, %5 mean delay in seconds, %6 false alarms
                                  : qsTr("%1: stopped %2 of %3 (%4 %) · mean delay %5 s · false alarms %6")
                                    .arg(words.describeCell("protection.spot", modelData.kind))
                                    .arg(modelData.detected).arg(modelData.rounds)
                                    .arg(Math.round(100 * modelData.detected / Math.max(1, modelData.rounds)))
                                    .arg(modelData.detected > 0 ? page.seconds(modelData.meanDelayMs) : "—")
                                    .arg(modelData.falseAlarms)
                            color: Theme.text
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                }
                ColumnLayout {
                    spacing: Theme.spacingTiny
                    Layout.alignment: Qt.AlignTop
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: implicitHeight

                    Label {
                        //: Heading: the list of past sessions.
                        text: qsTr("Sessions")
                        color: Theme.gold
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                    }
                    Repeater {
                        model: page.sessions.slice(0, 12)

                        delegate: Label {
                            required property var modelData

                            //: A past session. %1 date and time, %2 topics, %3 right, %4 answered, %5 points, %6 best streak.
                            text: qsTr("%1 · %2 · %3 of %4 right · %5 points · streak %6")
                                .arg(new Date(modelData.started).toLocaleString(page.uiLocale(), "dd/MM HH:mm"))
                                .arg(modelData.topics.map(t => DrillCatalog.title(t)).join(", "))
                                .arg(modelData.correct).arg(modelData.answered).arg(modelData.points).arg(modelData.bestStreak)
                            color: Theme.text
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }
    }
}
