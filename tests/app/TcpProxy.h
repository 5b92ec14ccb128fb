#pragma once

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <utility>

namespace croupier {

/// A TCP proxy in its own thread between a store and the PostgreSQL server, so a
/// test can cut the line (the server "goes away") and bring it back.
class TcpProxy : public QObject
{
    Q_OBJECT
public:
    TcpProxy(QString upstreamHost, int upstreamPort)
        : m_host(std::move(upstreamHost)), m_upstreamPort(upstreamPort)
    {
        m_thread.start();
        moveToThread(&m_thread);
        QMetaObject::invokeMethod(this, &TcpProxy::listen, Qt::BlockingQueuedConnection);
    }
    ~TcpProxy() override
    {
        QMetaObject::invokeMethod(this, &TcpProxy::shutDown, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    int port() const { return m_port; }
    /// Closes every connection and stops listening: the server is away.
    void cut() { QMetaObject::invokeMethod(this, &TcpProxy::shutDown, Qt::BlockingQueuedConnection); }
    /// Listens again on the same port: the server is back.
    void restore() { QMetaObject::invokeMethod(this, &TcpProxy::listen, Qt::BlockingQueuedConnection); }

private:
    void listen()
    {
        if (!m_server) {
            m_server = new QTcpServer(this);
            connect(m_server, &QTcpServer::newConnection, this, &TcpProxy::accept);
        }
        m_server->listen(QHostAddress::LocalHost, quint16(m_port));
        m_port = m_server->serverPort();
    }
    void accept()
    {
        while (QTcpSocket *client = m_server->nextPendingConnection()) {
            auto *upstream = new QTcpSocket(this);
            client->setParent(this);
            m_sockets << client << upstream;
            connect(client, &QTcpSocket::readyRead, upstream, [client, upstream] {
                if (upstream->state() == QAbstractSocket::ConnectedState)
                    upstream->write(client->readAll());
            });
            connect(upstream, &QTcpSocket::connected, client, [client, upstream] {
                upstream->write(client->readAll());
            });
            connect(upstream, &QTcpSocket::readyRead, client, [client, upstream] { client->write(upstream->readAll()); });
            connect(client, &QTcpSocket::disconnected, upstream, &QTcpSocket::disconnectFromHost);
            connect(upstream, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
            upstream->connectToHost(m_host, quint16(m_upstreamPort));
        }
    }
    void shutDown()
    {
        if (m_server)
            m_server->close();
        for (QTcpSocket *socket : std::as_const(m_sockets)) {
            socket->abort();
            socket->deleteLater();
        }
        m_sockets.clear();
    }

    QString m_host;
    int m_upstreamPort = 0;
    int m_port = 0;
    QThread m_thread;
    QTcpServer *m_server = nullptr;
    QList<QTcpSocket *> m_sockets;
};

} // namespace croupier
