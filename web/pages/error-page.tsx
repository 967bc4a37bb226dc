// /error (spec section 2): where a failed authorize or submit lands when the deployment redirects on
// error; the stored message is shown above the page's own text.
import { ErrorDisplay } from "../modals/error-display.tsx";
import { MessagePage } from "./message-page.tsx";

export const ErrorPage = () => <MessagePage headingKey="LocKey_ErrorPage_Header" bodyKey="LocKey_ErrorPage_Body" before={<ErrorDisplay variant="banner" />} />;
