import { PageHeader } from "@web/components/page-header.tsx";
import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { SectionPlaceholder } from "./placeholder.tsx";

/**
 * /messages, optionally /messages?user={id}: the id opens (or starts) that chat, and the query
 * is then removed from the address so a reload does not reopen it.
 */
export default function MessagesPage() {
  const search = useSearch();
  const [selectedUserId, setSelectedUserId] = useState<string | null>(null);

  useEffect(() => {
    const requested = new URLSearchParams(search).get("user");
    if (!requested) return;
    setSelectedUserId(requested);
    window.history.replaceState(window.history.state, "", "/messages");
  }, [search]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Messages" description="Your conversations with other creatives." />
      <SectionPlaceholder icon={<MessageCircle aria-hidden="true" />}>
        {selectedUserId
          ? "Your conversation will open here."
          : "Your conversations will appear here."}
      </SectionPlaceholder>
    </div>
  );
}
