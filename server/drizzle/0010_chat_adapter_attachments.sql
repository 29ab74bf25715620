-- Chat events reach the sockets of every server instance through PostgreSQL NOTIFY
-- (socket.io's PostgreSQL adapter). A notice holds at most 8000 bytes: a larger or binary
-- event is stored here and the notice names its row; the adapter deletes rows older than
-- its clean-up interval.
CREATE TABLE "socket_io_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" bytea NOT NULL
);
