// The server's way to the highlighted code block: imported directly, so that it is there on the
// first render. (Anything that suspends on the server may be sent out of line: React's server
// renderer can hold a large boundary back, hidden until a script moves it into place, and the
// page must read the same without JavaScript.)
import LiveCodeBlock from "./Live";

export const liveCodeBlock = () => LiveCodeBlock;

export const loadLiveCodeBlock = async () => LiveCodeBlock;
