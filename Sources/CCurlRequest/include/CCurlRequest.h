// One HTTP request through libcurl that reads the status line and headers of the answer and
// stops at the first byte of its body, so a server sending an endless body costs nothing.
// libcurl is loaded at run time (it is part of every system that runs FoundationNetworking),
// so building needs no curl headers.
#ifndef MDTOOL_CCURLREQUEST_H
#define MDTOOL_CCURLREQUEST_H

#include <stddef.h>

typedef struct {
    /// The HTTP status of the last answer; 0 when none arrived.
    long status;
    /// 0 when an answer arrived (and the body was left unread), else libcurl's CURLcode.
    int curl_code;
    /// The answer's status line and headers did not fit in the buffer (the request stopped).
    int headers_overflowed;
    /// Bytes of the last answer's header block in the caller's buffer.
    size_t header_length;
    /// libcurl's explanation of a failure; empty when none.
    char error[256];
} mdtool_http_outcome;

/// Loads libcurl once; 0 when it is available, -1 when it is not.
int mdtool_http_load(void);

/// Sends `url` a HEAD request (`head_only`) or a GET, with the given header lines
/// ("Name: value"), giving up after `timeout_ms`. Redirects are not followed. The answer's
/// header block goes to `header_buffer` (at most `header_capacity` bytes).
void mdtool_http_request(const char *url, int head_only, const char *const *header_lines, size_t header_count,
                         long timeout_ms, unsigned char *header_buffer, size_t header_capacity,
                         mdtool_http_outcome *outcome);

#endif
