package dev.dossier.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dossier.app.Dossier;
import dev.dossier.testing.SopFiles;
import dev.dossier.testing.TestDossier;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The dashboard at {@code /} in a real headless Chromium (Debian's {@code chromium} and {@code chromium-driver},
 * through Selenium): after a review is recorded and a context assembled, the numbers the page shows are the API's. A
 * screenshot is saved as {@code target/dashboard.png}. Without the browser the browser test is skipped, naming the
 * install command.
 */
class DashboardIT {

    static final String INSTALL = "apt-get update && apt-get install -y chromium chromium-driver";
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Dossier dossier;
    private static HttpServer server;
    private static HttpClient client;

    @BeforeAll
    static void start() throws Exception {
        Path sources = Files.createTempDirectory("dossier-dashboard-sources-");
        SopFiles.javaErrors(sources);
        SopFiles.write(sources, "java-logging.md", SopFiles.sop("""
                category: sop
                applies_to: "*.java"
                severity: warning
                summary: "Production code logs through SLF4J with parameterised messages."
                """, "Java Logging", "structured logging", 6));
        SopFiles.write(sources, "java-docs.md", SopFiles.sop("""
                category: sop
                applies_to: "*.java"
                severity: info
                summary: "Public Java types carry Javadoc describing their contract."
                """, "Javadoc Comments", "javadoc contracts", 6));
        dossier = TestDossier.isolated();
        server = HttpServer.start(dossier, List.of(sources), "127.0.0.1", 0);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void thePageAndItsFilesAreServedFromTheJarWithAStrictContentSecurityPolicy() throws Exception {
        var page = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/")).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("content-type").orElse("")).startsWith("text/html");
        assertThat(page.headers().firstValue("content-security-policy").orElse("")).contains("default-src 'none'", "script-src 'self'");
        assertThat(page.body()).contains("/dashboard/dashboard.js").doesNotContain("http://", "https://");
        var script = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/dashboard/dashboard.js")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(script.statusCode()).isEqualTo(200);
        assertThat(script.headers().firstValue("content-type").orElse("")).startsWith("text/javascript");
        var missing = client.send(HttpRequest.newBuilder(URI.create(server.url() + "/dashboard/secrets.txt")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.headers().firstValue("content-type").orElse("")).startsWith("application/problem+json");
        assertThat(JSON.readTree(missing.body()).get("code").asText()).isEqualTo("not_found");
    }

    @Test
    void theNumbersShownInChromiumAreTheApis() throws Exception {
        assumeTrue(Files.isExecutable(CHROMEDRIVER) && Files.isExecutable(CHROMIUM),
                "no Chromium here: install it with '" + INSTALL + "' to run the dashboard's browser test");
        send("POST", "/v1/sources/sync", null, 200);
        send("POST", "/v1/reviews", """
                {"project":"shop","task_id":"t-1","reviewer":"ana","approved":true,"files":["src/A.java"],
                 "patterns":[{"name":"Wrap errors with context","description":"Every rethrown exception names the file","applies_to":["*.java"]}]}""",
                201);
        send("POST", "/v1/context/review", """
                {"files":[{"path":"src/A.java","content":"class A { void f() { try { g(); } catch (Exception e) {} } }"}],
                 "task":"Review the error handling and logging","model":"gpt-4o","window":12500,"project":"shop"}""", 200);
        JsonNode reports = send("GET", "/v1/context/reports?last=1", null, 200);
        String id = reports.get(0).get("id").asText();
        JsonNode detail = send("GET", "/v1/context/reports/" + id, null, 200);
        JsonNode budget = detail.get("budget");
        assertThat(detail.get("manifest")).isNotEmpty();
        // a session at the warning level (8 of 10 tokens would be compress; 7.x is warning in the default preset)
        JsonNode session = send("POST", "/v1/sessions", """
                {"project":"shop","model":"gpt-4o","window":1000,"auto_compress":false}""", 201);
        String sid = session.get("id").asText();
        send("POST", "/v1/sessions/" + sid + "/items", "{\"component\":\"facts\",\"role\":\"user\",\"content\":\""
                + "the cache key is the plan id ".repeat(105).strip() + "\"}", 201);
        JsonNode usage = send("GET", "/v1/sessions/" + sid + "/usage", null, 200);
        assertThat(usage.get("level").asText()).isEqualTo("warning");

        var service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        var options = new ChromeOptions().setBinary(CHROMIUM.toFile()).addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                "--disable-gpu", "--window-size=1280,2200", "--lang=en-US");
        WebDriver driver = new ChromeDriver(service, options);
        try {
            driver.get(server.url() + "/");
            var wait = new WebDriverWait(driver, Duration.ofSeconds(20));
            wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-loaded"))
                    && d.findElement(By.id("detail")).isDisplayed() && !d.findElements(By.cssSelector("#conventions tbody tr")).isEmpty());

            // the list: the assembly's row shows the API's used and available tokens
            WebElement row = driver.findElement(By.cssSelector("#recent tbody tr[data-id='" + id + "']"));
            assertThat(number(row.findElement(By.cssSelector("td.used")))).isEqualTo(budget.get("used").asInt());
            assertThat(number(row.findElement(By.cssSelector("td.available")))).isEqualTo(budget.get("available").asInt());
            assertThat(driver.findElements(By.cssSelector("#chart circle.dot"))).hasSize(1);

            // the chosen assembly: budget, every tier, every manifest line
            assertThat(driver.findElement(By.id("detail-id")).getText()).isEqualTo(id);
            assertThat(number(driver.findElement(By.id("detail-used")))).isEqualTo(budget.get("used").asInt());
            assertThat(number(driver.findElement(By.id("detail-available")))).isEqualTo(budget.get("available").asInt());
            var tiers = budget.get("tiers").fields();
            int tierCount = 0;
            while (tiers.hasNext()) {
                var tier = tiers.next();
                JsonNode t = tier.getValue();
                WebElement tr = driver.findElement(By.cssSelector("#tiers tbody tr[data-tier='" + tier.getKey() + "']"));
                assertThat(number(tr.findElement(By.cssSelector("td.nominal")))).as(tier.getKey()).isEqualTo(t.get("nominal").asInt());
                assertThat(number(tr.findElement(By.cssSelector("td.allocated")))).as(tier.getKey()).isEqualTo(t.get("allocated").asInt());
                assertThat(number(tr.findElement(By.cssSelector("td.used")))).as(tier.getKey()).isEqualTo(t.get("used").asInt());
                assertThat(number(tr.findElement(By.cssSelector("td.demand")))).as(tier.getKey()).isEqualTo(t.get("demand").asInt());
                assertThat(number(tr.findElement(By.cssSelector("td.rolled")))).as(tier.getKey())
                        .isEqualTo(t.get("allocated").asInt() - t.get("nominal").asInt());
                tierCount++;
            }
            assertThat(tierCount).isEqualTo(3);
            var lines = driver.findElements(By.cssSelector("#manifest tbody tr"));
            assertThat(lines).hasSize(detail.get("manifest").size());
            for (int i = 0; i < lines.size(); i++) {
                JsonNode m = detail.get("manifest").get(i);
                WebElement line = lines.get(i);
                assertThat(line.getAttribute("data-item")).isEqualTo(m.get("id").asText());
                if (m.get("included").asBoolean()) {
                    assertThat(number(line.findElement(By.cssSelector("td.tokens")))).isEqualTo(m.get("tokens").asInt());
                    assertThat(line.findElement(By.cssSelector("td.level")).getText()).isEqualTo(m.get("level").asText());
                } else {
                    assertThat(line.findElement(By.cssSelector("td.reason")).getText()).isEqualTo(m.get("reason").asText());
                }
            }

            // the session: its tokens, budget and pressure level as the API gives them
            WebElement sessionRow = driver.findElement(By.cssSelector("#sessions tbody tr[data-session='" + sid + "']"));
            assertThat(number(sessionRow.findElement(By.cssSelector("td.tokens")))).isEqualTo(usage.get("tokens").asInt());
            assertThat(sessionRow.findElement(By.cssSelector("td.level")).getText()).isEqualTo("warning");
            assertThat(sessionRow.getAttribute("class")).isEqualTo("level-warning");

            // conventions of the chosen project
            assertThat(driver.findElement(By.id("project")).getAttribute("value")).isEqualTo("shop");
            assertThat(driver.findElement(By.cssSelector("#conventions tbody")).getText()).contains("Wrap errors with context");
            assertThat(driver.findElement(By.id("error")).isDisplayed()).isFalse();

            byte[] png = ((org.openqa.selenium.TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            Path shot = Path.of("target", "dashboard.png");
            Files.createDirectories(shot.getParent());
            Files.write(shot, png);
            assertThat(png.length).isGreaterThan(10_000);
        } finally {
            driver.quit();
        }
    }

    private static int number(WebElement cell) {
        return Integer.parseInt(cell.getText().replace(",", "").replace("+", "").strip());
    }

    private static JsonNode send(String method, String path, String body, int status) throws Exception {
        var request = HttpRequest.newBuilder(URI.create(server.url() + path)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build();
        var response = client.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return JSON.readTree(response.body());
    }

}
