package dev.dossier.compress;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What makes a sentence worth keeping regardless of its wording: identifiers, commands and requirements.
 * <ul>
 *   <li>identifier: a code span, {@code camelCase} or {@code PascalCase} with an inner capital, {@code snake_case},
 *       {@code SCREAMING_CASE}, a {@code --flag} or {@code -f}, a call {@code func()}, a path ({@code a/b},
 *       {@code /etc/passwd}, {@code file.ext}), an ATT&amp;CK id ({@code T1059}, {@code T1059.001}, {@code TA0002}) or a
 *       CVE id;</li>
 *   <li>command: a code line that starts with a prompt ({@code $ }, {@code > }, {@code # } followed by a known
 *       command) or with a known command name;</li>
 *   <li>requirement: RFC 2119 key words in capitals ({@code MUST}, {@code SHALL}, {@code SHOULD}, {@code REQUIRED},
 *       {@code MUST NOT}, ...), lower-case {@code must} or {@code shall}, or a requirement id ({@code REQ-12},
 *       {@code R3:}).</li>
 * </ul>
 */
public final class Signals {

    private static final Pattern IDENTIFIER = Pattern.compile(String.join("|",
            "`[^`]+`",
            "\\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\\b",
            "\\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\\b",
            "\\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\\b",
            "(?<![\\w-])--?[a-zA-Z][\\w-]*",
            "\\b[A-Za-z_][\\w.]*\\([^()\\s]*\\)",
            "(?<![\\w/])(?:~|\\.{1,2})?/?[\\w.-]+/[\\w./-]+",
            "\\b[\\w-]+\\.(?:md|txt|js|mjs|cjs|ts|tsx|jsx|java|py|go|rb|rs|c|h|cpp|sh|yaml|yml|json|toml|xml|conf|ini|css|scss|html|sql|lock|log)\\b",
            "\\b(?:T|TA|S|G|M)\\d{4}(?:\\.\\d{3})?\\b",
            "\\bCVE-\\d{4}-\\d{4,}\\b"));
    private static final Pattern REQUIREMENT = Pattern.compile(
            "\\b(MUST|SHALL|SHOULD|REQUIRED|RECOMMENDED)\\b|\\b(must|shall)\\b|\\bREQ-\\d+|^R\\d+[.:)]");
    private static final Pattern CODE_SPAN = Pattern.compile("`([^`]+)`");
    private static final Pattern PROMPT = Pattern.compile("^\\s*(\\$|>|PS>|C:\\\\>)\\s+\\S.*");
    private static final Pattern ROOT_PROMPT = Pattern.compile("^\\s*#\\s+(\\S+).*");
    private static final Pattern FIRST_WORD = Pattern.compile("^\\s*(sudo\\s+)?([a-zA-Z][\\w.-]*)(\\s|$)");
    static final Set<String> COMMANDS = Set.of("npm", "npx", "yarn", "pnpm", "node", "deno", "bun", "git", "mvn", "gradle", "java", "javac",
            "docker", "kubectl", "helm", "curl", "wget", "apt", "apt-get", "dnf", "yum", "brew", "pip", "pip3", "python", "python3", "go", "cargo",
            "rustc", "gcc", "make", "cmake", "cd", "ls", "cat", "grep", "find", "chmod", "chown", "ssh", "scp", "rsync", "nmap", "nc", "netcat",
            "tar", "ps", "kill", "systemctl", "journalctl", "openssl", "echo", "export", "mkdir", "rm", "cp", "mv", "sed", "awk", "tail", "head",
            "less", "man", "stylelint", "eslint", "prettier", "tsc", "jq", "psql", "mysql", "sqlite3", "redis-cli", "terraform", "ansible",
            "aws", "gcloud", "az", "powershell", "pwsh", "net", "reg", "wmic", "schtasks", "certutil", "mimikatz", "hydra", "john", "hashcat",
            "sqlmap", "msfconsole", "msfvenom", "tcpdump", "wireshark", "tshark", "iptables", "ufw", "whoami", "id", "sudo", "su", "passwd",
            "useradd", "crontab", "base64", "xxd", "strings", "gdb", "objdump", "nslookup", "dig", "ping", "traceroute", "netstat", "ss", "lsof",
            "dossier", "node-gyp", "semver");

    private Signals() {
    }

    static boolean identifier(String s) {
        return IDENTIFIER.matcher(s).find();
    }

    /** Whether {@code s} states a requirement (RFC 2119 key words, {@code must}, {@code shall}, a requirement id). */
    public static boolean requirement(String s) {
        return REQUIREMENT.matcher(s).find();
    }

    /** Whether a line of code is a command someone would type. */
    static boolean command(String codeLine) {
        if (codeLine.isBlank()) {
            return false;
        }
        if (PROMPT.matcher(codeLine).matches()) {
            return true;
        }
        Matcher root = ROOT_PROMPT.matcher(codeLine);
        if (root.matches()) {
            return COMMANDS.contains(root.group(1));
        }
        Matcher w = FIRST_WORD.matcher(codeLine);
        return w.find() && COMMANDS.contains(w.group(2));
    }

    /** Whether prose holds a command in a code span, e.g. {@code `npm install --global`}. */
    static boolean inlineCommand(String s) {
        Matcher m = CODE_SPAN.matcher(s);
        while (m.find()) {
            String inner = m.group(1);
            if (inner.contains(" ") && command(inner)) {
                return true;
            }
        }
        return false;
    }

    /** Any of the three kinds. */
    static boolean kept(String s) {
        return identifier(s) || requirement(s) || inlineCommand(s);
    }
}
