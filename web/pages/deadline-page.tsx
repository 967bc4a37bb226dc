// /deadline (spec section 2): the default page once a filing deadline has passed.
import { MessagePage } from "./message-page.tsx";

export const DeadlinePage = () => <MessagePage headingKey="LocKey_Deadline_Header" bodyKey="LocKey_Deadline_Body" />;
