#pragma once
// LEDGE_ADDRESS_SANITIZER is defined when this translation unit is built with AddressSanitizer
// (GCC says so by __SANITIZE_ADDRESS__, Clang by __has_feature).

#if defined(__SANITIZE_ADDRESS__)
#define LEDGE_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEDGE_ADDRESS_SANITIZER 1
#endif
#endif
