import Foundation

/// Reads the client's stream on its own thread, decodes frames and messages, and posts them
/// to the inbox in arrival order, bodies that are not messages and broken headers included
/// (the loop answers them with the error).
struct MessageReader: Sendable {
    let channel: any ByteChannel
    let inbox: Inbox

    /// Starts the reading thread; it ends at the end of the stream.
    func start() {
        let thread = Thread { run() }
        thread.name = "mdtool-lsp-reader"
        thread.start()
    }

    func run() {
        var decoder = FrameDecoder()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = channel.read(into: chunk)
            guard count > 0 else { break }
            decoder.append(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            while let frame = decoder.next() {
                switch frame {
                case .body(let body):
                    do throws(Message.Invalid) {
                        inbox.post(.message(try Message(parsing: body)))
                    } catch {
                        inbox.post(.invalid(error))
                    }
                case .malformed(let reason):
                    inbox.post(.invalid(Message.Invalid(error: .parseError(reason), id: nil)))
                }
            }
        }
        inbox.post(.endOfStream)
    }
}
