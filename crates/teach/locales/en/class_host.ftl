# class_host: the desktop app's own class session (crates/app/src/class_host/): "Class session…"
# starts the class server in the app, and its card shows how students join

class-host-open = Class session…
class-host-open-running = Class { $code }
class-host-open-tip = A live class session from this app: students on this network join from a browser with a code, follow your scenario and step, and answer the questions you ask (F9)
class-host-heading = Class session
class-host-intro = Students on this network open the address (or scan the QR code) in a browser, on a laptop or a phone: they follow your scenario and step, and answer the questions you ask.
class-host-port = Port
class-host-port-tip = The port students connect to (0: any free port). A port in use gives way to a free one.
class-host-start = Start the session
class-host-close = Close
class-host-join-at = Students join at:
class-host-code = Join code
class-host-qr = QR code of the students' address
class-host-students = { $count ->
    [one] 1 student
   *[other] { $count } students
}
class-host-results = The answers are written to { $file } as they arrive.
class-host-results-failed = Some answers could not be written to the file (a full disk?); save them from the panel below.
class-host-no-results-file = The answers are kept in memory only: save them from the panel below.
class-host-web = Students' pages come from { $folder }.
class-host-no-web = No web build found: students' browsers get no page. Build it with `bash web/build.sh` in the repository, then start again.
class-host-fold = Fold
class-host-unfold = Show QR
class-host-fold-tip = Fold the card to the code and the count, leaving the tree its room, or show it whole again (F9)
class-host-stop = Stop session
class-host-stop-confirm = Stop the session? Every student's page is told.
class-host-stop-yes = Stop it
class-host-stop-no = Keep it running
class-host-stopping = Stopping the session: every page is told…
class-host-ended = The session has ended: { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
} from { $students ->
    [one] 1 student
   *[other] { $students } students
}.
class-host-port-in-use = Port { $port } is in use: choose another, or 0 for any free port.
class-host-cannot-listen = Cannot listen on { $addr }: { $error }
class-host-no-web-folder = The web build { $folder } is missing: build it with `bash web/build.sh`.
class-host-results-cannot-write = Cannot write the answers to { $file }: { $error }
class-host-runtime = Cannot start the class server: { $error }
class-host-random = The operating system gave no random numbers for the join code and key: { $error }
