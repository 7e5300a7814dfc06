// A shared library without Qt plugin metadata, lying in a plugin folder.
extern "C" int ledgeTestNotAPlugin()
{
    return 42;
}
