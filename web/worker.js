// The search's Web Worker: a second copy of the module that records a scenario (sent as JSON)
// and posts the trace back as bytes, so the page never freezes while a search runs.
import init, { worker_record } from "./gametree.js";

const ready = init();

self.onmessage = async (event) => {
    try {
        await ready;
        const bytes = worker_record(event.data);
        self.postMessage({ trace: bytes }, [bytes.buffer]);
    } catch (err) {
        self.postMessage({ error: String(err?.message ?? err) });
    }
};
