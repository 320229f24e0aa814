// Starts `strut lsp` for .layout files: the language server gives diagnostics as the text
// changes, hover (frames and --why), completion, go to definition, references, symbols and
// formatting. The executable is the `strut.path` setting (default: `strut` on the PATH).
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("strut").get("path", "strut");
  const server = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient(
    "strut",
    "Strut",
    { run: server, debug: server },
    {
      documentSelector: [{ scheme: "file", language: "strut" }, { scheme: "untitled", language: "strut" }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.layout") },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
