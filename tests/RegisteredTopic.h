#pragma once

#include "bank/TopicRegistry.h"

#include <QtGlobal>

/// The built-in topic @p name; the test stops at once when it is not registered.
inline const croupier::Topic &registeredTopic(const char *name)
{
    const croupier::Topic *t = croupier::TopicRegistry::builtin().find(name);
    if (!t)
        qFatal("topic %s is not registered", name);
    return *t;
}
