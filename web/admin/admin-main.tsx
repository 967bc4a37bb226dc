// The administrators' page's entry (/admin): its own page and bundle, so the claimant's pages carry none of it.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AdminApp } from "./admin-app.tsx";
import "./admin.css";

const root = document.getElementById("admin-root");
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>
  );
}
