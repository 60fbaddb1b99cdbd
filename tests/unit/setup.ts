// Unit tests read the copy catalogue as the server does: every language loaded, English outside a request.
import "~/i18n/scope.server.ts";
