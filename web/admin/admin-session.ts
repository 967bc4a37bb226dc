// A signed-in administrator on the page: the client holding their token, and who the server says they are.
import type { WhoAmIAnswer } from "../../domain/api/admin-answers.ts";
import type { AdminClient } from "./admin-client.ts";

export interface AdminSession {
  readonly client: AdminClient;
  readonly who: WhoAmIAnswer;
}
