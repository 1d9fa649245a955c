import UIKit

class CustomPickerViewController: UIViewController, UIPickerViewDelegate, UIPickerViewDataSource {
    private var images: [UIImage]!

    @IBOutlet weak var picker: UIPickerView!
    @IBOutlet weak var winLabel: UILabel!
    @IBOutlet weak var button: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        images = [
            UIImage(named: "seven")!,
            UIImage(named: "bar")!,
            UIImage(named: "crown")!,
            UIImage(named: "cherry")!,
            UIImage(named: "lemon")!,
            UIImage(named: "apple")!,
        ]
        winLabel.text = " "  // a space, so the label keeps its height
        for component in 0..<5 {
            picker.selectRow(Int.random(in: 0..<images.count), inComponent: component, animated: false)
        }
    }

    @IBAction func spin(_ sender: UIButton) {
        var win = false
        var numInRow = -1
        var lastVal = -1
        for i in 0..<5 {
            let newValue = Int.random(in: 0..<images.count)
            if newValue == lastVal {
                numInRow += 1
            } else {
                numInRow = 1
            }
            lastVal = newValue

            picker.selectRow(newValue, inComponent: i, animated: true)
            picker.reloadComponent(i)
            if numInRow >= 3 {
                win = true
            }
        }

        button.isHidden = true
        winLabel.text = " "
        let won = win
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.showButton()
            if won {
                self.winLabel.text = "WINNER!"
            }
        }
    }

    func showButton() {
        button.isHidden = false
    }

    // MARK: - Picker Data Source Methods

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 5
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return images.count
    }

    // MARK: - Picker Delegate Methods

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let image = images[row]
        let imageView = UIImageView(image: image)
        return imageView
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        return 80
    }
}
