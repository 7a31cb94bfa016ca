// The server's way to the highlighted code block: imported directly, so that it is there on the
// first render and the server's HTML is highlighted. (Waiting for it with a Suspense boundary
// instead would risk React's server renderer sending a large boundary out of line, hidden until a
// script moves it into place, and the page must read the same without JavaScript.)
import LiveCodeBlock from "./Live";

export const liveCodeBlock = () => LiveCodeBlock;

export const loadLiveCodeBlock = async () => LiveCodeBlock;
