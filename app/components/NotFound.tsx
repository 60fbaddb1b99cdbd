import { Link } from "react-router";
import { Box } from "styled-system/jsx";
import { copy } from "~/copy.ts";

export function NotFound({ detail }: { detail?: string }) {
  return (
    <Box as="section" py="16" textAlign="center" display="grid" gap="4" justifyItems="center">
      <h1 style={{ fontSize: "2.5rem", fontWeight: 700 }}>{copy.notFound.text}</h1>
      <p>{detail ?? copy.notFound.help}</p>
      <Link to="/">{copy.notFound.backHome}</Link>
    </Box>
  );
}
